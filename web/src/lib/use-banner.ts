import { useCallback, useEffect, useRef, useState } from 'react';

/** Success messages vanish after 3 seconds (spec 000 §4 and 001 §8). */
export const SUCCESS_BANNER_MS = 3000;

export interface Banner {
  kind: 'success' | 'error';
  text: string;
}

/** A page's banner: a success disappears after SUCCESS_BANNER_MS, an error stays until replaced. */
export function useBanner() {
  const [banner, setBanner] = useState<Banner | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback((kind: Banner['kind'], text: string) => {
    clearTimeout(timer.current);
    setBanner({ kind, text });
    if (kind === 'success') timer.current = setTimeout(() => setBanner(null), SUCCESS_BANNER_MS);
  }, []);
  const success = useCallback((text: string) => show('success', text), [show]);
  const error = useCallback((text: string) => show('error', text), [show]);
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setBanner(null);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  return { banner, show, success, error, clear };
}
