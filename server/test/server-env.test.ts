/**
 * The environment the server process is started with (scripts/server-env.mjs, decision 0051):
 * glibc's mmap threshold fixed unless the operator set it, everything else passed through.
 */
import { describe, expect, it } from 'vitest';
import { MALLOC_ENV, serverProcessEnv } from '../../scripts/server-env.mjs';

describe('the server process environment', () => {
  it('fixes the mmap threshold at glibc default and passes the rest through', () => {
    const env = serverProcessEnv({ PATH: '/usr/bin', DATABASE_URL: 'postgres://x' });
    expect(env).toEqual({ PATH: '/usr/bin', DATABASE_URL: 'postgres://x', MALLOC_MMAP_THRESHOLD_: '131072' });
    expect(MALLOC_ENV.MALLOC_MMAP_THRESHOLD_).toBe(String(128 * 1024));
  });

  it("keeps the operator's own setting", () => {
    expect(serverProcessEnv({ MALLOC_MMAP_THRESHOLD_: '65536' }).MALLOC_MMAP_THRESHOLD_).toBe('65536');
  });
});
