import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { sourceLabel } from './format';

describe('sourceLabel', () => {
  it("says a demo rate is one, in the user's language, and keeps unknown sources as written", async () => {
    await i18n.changeLanguage('fr');
    expect(sourceLabel(i18n.t, 'demo')).toBe("Taux d'exemple (démo)");
    expect(sourceLabel(i18n.t, 'ECB + demo')).toBe("BCE + Taux d'exemple (démo)");
    expect(sourceLabel(i18n.t, 'other')).toBe('other');
    await i18n.changeLanguage('en');
    expect(sourceLabel(i18n.t, 'demo')).toBe('Sample rate (demo)');
  });
});
