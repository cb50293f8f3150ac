export declare const MALLOC_ENV: Readonly<{ MALLOC_MMAP_THRESHOLD_: string }>;
export declare function serverProcessEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
