import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSaveState } from './use-save-state';

describe('useSaveState', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('goes idle → saving → saved → idle after 2 seconds', async () => {
    const { result } = renderHook(() => useSaveState());
    expect(result.current.state).toBe('idle');
    let finish!: () => void;
    let done!: Promise<boolean>;
    act(() => {
      done = result.current.run(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.state).toBe('saving');
    await act(async () => {
      finish();
      await done;
    });
    expect(result.current.state).toBe('saved');
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current.state).toBe('saved');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.state).toBe('idle');
  });

  it('goes back to idle at once when saving fails', async () => {
    const { result } = renderHook(() => useSaveState());
    let ok = true;
    await act(async () => {
      ok = await result.current.run(() => Promise.reject(new Error('no')));
    });
    expect(ok).toBe(false);
    expect(result.current.state).toBe('idle');
  });
});
