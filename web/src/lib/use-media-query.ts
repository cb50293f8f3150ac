import { useCallback, useSyncExternalStore } from 'react';

function matches(query: string): boolean {
  // Without matchMedia (very old browsers, some test set-ups) assume a wide screen.
  return typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : true;
}

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matches(query),
    () => true,
  );
}

/** The sidebar and mobile breakpoint (spec 000 §9): Tailwind's `md`. */
export const DESKTOP_QUERY = '(min-width: 768px)';
