/** Test helpers of the finders' tests (test-only). */
import { expect } from 'vitest';

/**
 * Each case's text, read by `read`, gives the value beside it (null: nothing read); a failure
 * names the text. The finders' tests list what they read as such tables.
 */
export function expectReads<T>(read: (text: string) => T, cases: readonly (readonly [string, T])[]): void {
  for (const [text, expected] of cases) expect(read(text), text).toBe(expected);
}
