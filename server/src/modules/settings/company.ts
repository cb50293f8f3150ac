/**
 * The company's legal identity ('Société' settings tab, issue 12): legal name, address, SIREN,
 * SIRET, RCS, share capital, VAT number, bank details, late-payment penalty rate and default
 * payment terms. Stored in app_settings under 'company' (the key the quote and order PDFs already
 * read their issuer from), readable by every user of the settings module, changed by Admin and
 * above (audited).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  REQUIRED_IDENTITY_FIELDS,
  companyIdentity,
  type CompanyIdentity,
  type CompanyIdentityResponse,
} from '@comptoir/core/modules/settings';
import type { settingsApi } from '@comptoir/core/modules/settings.routes';
import type { Db } from '../../db/client';
import { readSetting, writeSetting } from '../../db/rows';
import type { AuthContext } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import { forbiddenAction } from '../../platform/errors';
import type { Implementations } from '../../platform/routes';
import { t } from '../../platform/i18n';
import { ISSUER_SETTING_KEY } from '../sales/issuer';
import type { Runner } from '../../platform/service';
import { companyVatRate } from '../sales/lines';

/** Admin and above change the identity (it is printed on every legal document). */
export function canEditIdentity(auth: AuthContext): boolean {
  return auth.user.isSuperAdmin || auth.user.role === 'Admin' || auth.user.role === 'Super Admin';
}

export async function readIdentity(db: Runner): Promise<CompanyIdentity> {
  const value = ((await readSetting(db, ISSUER_SETTING_KEY)) ?? {}) as Record<string, unknown>;
  // Older settings named the company `name`.
  const parsed = companyIdentity.safeParse({ ...value, legalName: value.legalName ?? value.name ?? '' });
  return parsed.success ? parsed.data : companyIdentity.parse({});
}

function missingFields(identity: CompanyIdentity): string[] {
  return REQUIRED_IDENTITY_FIELDS.filter((f) => !identity[f]);
}

async function present(db: Runner, auth: AuthContext): Promise<CompanyIdentityResponse> {
  const identity = await readIdentity(db);
  return { identity, editable: canEditIdentity(auth), missing: missingFields(identity) };
}

async function saveIdentity(db: Db, request: FastifyRequest, auth: AuthContext, next: CompanyIdentity) {
  if (!canEditIdentity(auth)) throw forbiddenAction();
  const clean: CompanyIdentity = {
    ...next,
    siren: next.siren.replace(/\s/g, ''),
    siret: next.siret.replace(/\s/g, ''),
    vatNumber: next.vatNumber.replace(/\s/g, '').toUpperCase(),
    iban: next.iban.replace(/\s/g, '').toUpperCase(),
    bic: next.bic.replace(/\s/g, '').toUpperCase(),
    latePenaltyRate: next.latePenaltyRate.replace(',', '.'),
  };
  await db.transaction(async (tx) => {
    const before = await readIdentity(tx);
    const value = { ...clean, name: clean.legalName };
    await writeSetting(tx, ISSUER_SETTING_KEY, value, auth.user.id);
    await recordAudit(tx, request, auth, {
      action: 'settings.company_identity',
      targetType: 'settings',
      targetId: null,
      targetLabel: clean.legalName || ISSUER_SETTING_KEY,
      before,
      after: clean,
    });
  });
}

/** The handlers of the company routes of `settingsApi` (the identity and the documents' defaults). */
export function companyIdentityHandlers(app: FastifyInstance) {
  return {
    companyDefaults: async () => ({
      vatRate: await companyVatRate(app.db),
      identityMissing: missingFields(await readIdentity(app.db)),
    }),
    company: async ({ auth }: { auth: AuthContext }) => present(app.db, auth),
    saveCompany: async ({
      request,
      auth,
      body,
    }: {
      request: FastifyRequest;
      auth: AuthContext;
      body: CompanyIdentity;
    }) => {
      await saveIdentity(app.db, request, auth, body);
      return { ...(await present(app.db, auth)), message: t(request, 'invoices.success.identitySaved') };
    },
  } satisfies Partial<Implementations<typeof settingsApi>>;
}
