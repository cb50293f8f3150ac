/**
 * Toasts without putting sonner in the first download: `toast.success(...)` loads sonner on first
 * use and asks the app to mount its (single) <Toaster>. Sonner replays toasts created before the
 * Toaster subscribed, so nothing is lost.
 */
import { useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';

type Kind = 'message' | 'success' | 'info' | 'warning' | 'error';

let wanted = false;
const listeners = new Set<() => void>();

function show(kind: Kind, message: string, options?: ExternalToast): Promise<void> {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  return import('sonner').then(({ toast: sonner }) => {
    if (kind === 'message') sonner(message, options);
    else sonner[kind](message, options);
  });
}

export const toast = {
  message: (message: string, options?: ExternalToast) => show('message', message, options),
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
  warning: (message: string, options?: ExternalToast) => show('warning', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether some code has shown a toast, so the Toaster must be mounted. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}
