import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { setTheme } from '@/lib/theme';
import { setViewportWidth } from './viewport';

beforeEach(async () => {
  setViewportWidth(1280);
  window.localStorage.clear();
  setTheme('light');
  await i18n.changeLanguage('fr');
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
