/**
 * Polls `check` (every `everyMs`) until it gives a value other than undefined, null or false:
 * that value. After `timeoutMs`, fails naming `what` is awaited (a job, an e-mail, an event...):
 * what the queue, a stream or another process does in the background.
 */
export async function until<T>(
  check: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  what: string | (() => string),
  { timeoutMs = 20_000, everyMs = 20 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${typeof what === 'function' ? what() : what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
