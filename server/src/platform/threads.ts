/**
 * The limits of a pool of worker threads (the extraction's, the imports'), read from the
 * environment under one prefix: `<P>_WORKERS` (at most 4), `<P>_WORKER_MEMORY_MB` (old-generation
 * heap of each thread), `<P>_TIME_LIMIT_MS` (per document or file), `<P>_MAX_QUEUE` (waiting at
 * most; beyond, refused with 429). A missing or invalid value takes the default.
 */
export interface ThreadLimits {
  workers: number;
  memoryMb: number;
  timeLimitMs: number;
  maxQueue: number;
}

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback;
};

export function threadLimitsFromEnv(
  env: NodeJS.ProcessEnv,
  prefix: 'EXTRACTION' | 'IMPORT',
  defaults: ThreadLimits,
): ThreadLimits {
  return {
    workers: Math.min(positive(env[`${prefix}_WORKERS`], defaults.workers), 4),
    memoryMb: positive(env[`${prefix}_WORKER_MEMORY_MB`], defaults.memoryMb),
    timeLimitMs: positive(env[`${prefix}_TIME_LIMIT_MS`], defaults.timeLimitMs),
    maxQueue: positive(env[`${prefix}_MAX_QUEUE`], defaults.maxQueue),
  };
}
