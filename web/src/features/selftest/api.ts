/** Server calls of the platform self-test (/api/self-tests). */
import { LANGUAGE_HEADER } from '@comptoir/core/api';
import type { SelfTestCategory, SelfTestEvent } from '@comptoir/core/modules/selftest';
import { selfTestApi } from '@comptoir/core/modules/selftest.routes';
import { ApiError, urlOf } from '@/lib/api';
import { useGet } from '@/lib/queries';
import { currentLanguage } from '@/lib/i18n';

export const SELFTEST_KEY = ['self-tests'] as const;

export const useSelfTestState = () => useGet(SELFTEST_KEY, selfTestApi.state, {});

/**
 * Runs the checks (all, or one category) and calls `onEvent` for each server-sent event as it
 * arrives. Resolves when the stream ends; rejects with an ApiError when the server refuses.
 */
export async function runSelfTests(
  category: SelfTestCategory | null,
  onEvent: (event: SelfTestEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const url = urlOf(selfTestApi.run, { query: category ? { category } : {} });
  const response = await fetch(url, {
    method: selfTestApi.run.method,
    headers: { accept: 'text/event-stream', [LANGUAGE_HEADER]: currentLanguage() },
    credentials: 'same-origin',
    signal: signal ?? null,
  });
  if (!response.ok || !response.body) {
    let message = response.statusText;
    let code = 'http_error';
    try {
      const body = (await response.json()) as { error?: { code?: string; message?: string } };
      message = body.error?.message ?? message;
      code = body.error?.code ?? code;
    } catch {
      // not JSON: keep the status text
    }
    throw new ApiError(response.status, code, message);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const chunk = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = chunk
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      if (data) onEvent(JSON.parse(data) as SelfTestEvent);
      end = buffer.indexOf('\n\n');
    }
  }
}
