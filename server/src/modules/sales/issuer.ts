/**
 * Our company as quotes and purchase orders print it, read from the 'Société' settings
 * (app_settings 'company'), with the legal identity lines French law asks for.
 */
import { translate } from '@comptoir/core/i18n/index';
import { readSetting } from '../../db/rows';
import type { Runner } from '../../platform/service';

/** Our company as printed on quotes and purchase orders: app_settings 'company', else 'Comptoir'. */
export interface Issuer {
  name: string;
  lines: string[];
}

/** The app_settings key of the company's identity ('Société' tab). */
export const ISSUER_SETTING_KEY = 'company';

export async function readIssuer(db: Runner): Promise<Issuer> {
  const value = ((await readSetting(db, ISSUER_SETTING_KEY)) ?? {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  const name = text(value.legalName) ?? text(value.name) ?? 'Comptoir';
  // The legal identity of the 'Société' settings (issue 12), printed on quotes and orders too.
  const legal = (key: string, v: unknown) =>
    text(v) ? translate('fr', `invoices.pdf.${key}`, { value: text(v)! }) : null;
  const lines = [
    ...(text(value.address)?.split('\n') ?? []),
    text(value.phone),
    text(value.email),
    text(value.website),
    legal('siren', value.siren),
    legal('rcs', value.rcs),
    legal('capital', value.shareCapital),
    legal('vatNumber', value.vatNumber),
  ].filter((l): l is string => Boolean(l));
  return { name, lines };
}
