export * from './platform';
export * from './account';
export * from './currency';
export * from './catalogue';
export * from './workspace';
export * from './sales';
export * from './sourcing';
export * from './conversations';
