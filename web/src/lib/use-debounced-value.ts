import { useEffect, useState } from 'react';

/** `value` once it has not changed for `delayMs` (compared by JSON, so objects work). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const key = JSON.stringify(value);
  const [debounced, setDebounced] = useState<{ key: string; value: T }>({ key, value });
  useEffect(() => {
    if (key === debounced.key) return;
    const timer = setTimeout(() => setDebounced({ key, value }), delayMs);
    return () => clearTimeout(timer);
    // `value` is represented by `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, delayMs, debounced.key]);
  return debounced.value;
}
