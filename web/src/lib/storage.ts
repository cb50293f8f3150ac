/**
 * localStorage access that never throws (private mode, disabled storage, quota).
 * Only UI preferences live here (ARCHITECTURE.md: no business data in localStorage).
 */
export const STORAGE_KEYS = {
  language: 'comptoir.language',
  theme: 'comptoir.theme',
} as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the preference lasts for this page only.
  }
}
