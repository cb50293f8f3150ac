export * from './platform';
export * from './account';
export * from './currency';
