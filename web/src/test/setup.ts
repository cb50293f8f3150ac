import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { LANGUAGES, resources } from '@comptoir/core/i18n/index';
import { i18n } from '@/lib/i18n';

// Tests render any screen directly: every language and namespace is there from the start.
for (const language of LANGUAGES) {
  i18n.addResourceBundle(language, 'translation', resources[language], true, true);
}
import { setTheme } from '@/lib/theme';
import { setViewportWidth } from './viewport';

// The first render of a lazily loaded route transforms its module graph (the dashboard's goals
// card, for instance) on a cold start; on a loaded two-core machine that exceeds the default
// 1 s of findBy* / waitFor. The queries still poll and return as soon as the element is there.
configure({ asyncUtilTimeout: 5000 });

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
