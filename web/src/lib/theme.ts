import { useSyncExternalStore } from 'react';
import type { Theme } from '@comptoir/core/modules/auth';
import { STORAGE_KEYS, readStorage, writeStorage } from './storage';

export { type Theme };

function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

let current: Theme = 'light';
const listeners = new Set<() => void>();

function apply(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

/** Applies the stored theme before the first render (no inline script: the CSP forbids them). */
export function initTheme(): Theme {
  const stored = readStorage(STORAGE_KEYS.theme);
  current = isTheme(stored) ? stored : 'light';
  apply(current);
  return current;
}

export function getTheme(): Theme {
  return current;
}

export function setTheme(theme: Theme): void {
  if (!isTheme(theme)) return;
  writeStorage(STORAGE_KEYS.theme, theme);
  if (theme === current) return;
  current = theme;
  apply(theme);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, getTheme, getTheme);
}
