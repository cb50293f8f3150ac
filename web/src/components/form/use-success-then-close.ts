import { useEffect, useEffectEvent, useState } from 'react';

/**
 * A dialog that stays open with its success message, then closes by itself `delayMs` later: the
 * message (null until it is set) and its setter.
 */
export function useSuccessThenClose(onClose: () => void, delayMs: number) {
  const [message, setMessage] = useState<string | null>(null);
  const close = useEffectEvent(onClose);
  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(() => close(), delayMs);
    return () => clearTimeout(timer);
  }, [message, delayMs]);
  return [message, setMessage] as const;
}
