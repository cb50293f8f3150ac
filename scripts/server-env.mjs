/**
 * The environment the server process is started with (`npm start`, the bench, the browser tests):
 * the caller's environment, with glibc's malloc told to keep its mmap threshold fixed
 * (decision 0051).
 *
 * glibc raises the threshold each time a large block it had mmapped is freed (up to 32 MB on
 * 64-bit), so after the first freed upload buffer every large buffer of the process (zlib's
 * output, files read from storage, the import threads' ArrayBuffers) comes from malloc's arenas,
 * which keep the memory once freed. Fixed at glibc's own default (128 KiB), a large block is
 * always mapped and unmapped: measured on the 100,000-row import, the thread's peak fell by 40 to
 * 60 MB and the memory went back to the system when the thread ended.
 *
 * glibc reads these variables when the process starts, so they must be set by whoever starts it;
 * a value the operator set is kept. Other C libraries ignore them.
 */
export const MALLOC_ENV = Object.freeze({ MALLOC_MMAP_THRESHOLD_: '131072' });

/** `env` with MALLOC_ENV added where it does not set the variable itself. */
export function serverProcessEnv(env = process.env) {
  return { ...MALLOC_ENV, ...env };
}
