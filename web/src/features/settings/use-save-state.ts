import { useCallback, useEffect, useRef, useState } from 'react';
import { SAVED_STATE_MS } from '@comptoir/core/modules/settings';

export type SaveState = 'idle' | 'saving' | 'saved';

/**
 * The save button's states (spec 000 §4): idle, saving while the request runs, saved when it
 * succeeded, and idle again SAVED_STATE_MS later. A failure goes straight back to idle.
 */
export function useSaveState() {
  const [state, setState] = useState<SaveState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const run = useCallback(async (work: () => Promise<unknown>): Promise<boolean> => {
    clearTimeout(timer.current);
    setState('saving');
    try {
      await work();
    } catch {
      setState('idle');
      return false;
    }
    setState('saved');
    timer.current = setTimeout(() => setState('idle'), SAVED_STATE_MS);
    return true;
  }, []);
  return { state, run };
}
