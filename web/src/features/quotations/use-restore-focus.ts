import { useEffect } from 'react';

/**
 * Gives the focus back to what had it when the component mounted (the button that opened a dialog)
 * once the component unmounts: these dialogs are rendered open and removed on close, with no radix
 * trigger to return to.
 */
export function useRestoreFocus(): void {
  useEffect(() => {
    const previous = document.activeElement;
    return () => {
      if (!(previous instanceof HTMLElement)) return;
      // After radix's own close handling, which runs in the same tick.
      setTimeout(() => {
        if (previous.isConnected && document.activeElement !== previous) previous.focus();
      }, 0);
    };
  }, []);
}
