/**
 * The routes of the settings (/api/settings/*): the signed-in user's own settings, password and
 * two-factor sign-in, and the company's legal identity. See core/src/route.ts.
 *
 * Every personal route reads or changes the caller's OWN account, so each is declared with the
 * action 'read' of the module `settings` (decision 0007).
 */
import { z } from 'zod';
import { access, routes } from '../route';
import {
  changePasswordBody,
  companyDefaults,
  companyIdentity,
  companyIdentityResponse,
  demoModeResponse,
  leaveDemoBody,
  leaveDemoResponse,
  passwordChangedResponse,
  recoveryCodesResponse,
  settingsPatch,
  settingsResponse,
  twoFactorCodeBody,
  twoFactorSetupResponse,
} from './settings';

const r = routes('settings', { tags: ['settings'], errors: [400, 401, 403] });
const own = { action: 'read' } as const;
/** A route of one's own two-factor sign-in that takes a code (a TOTP code, or a recovery code where said). */
const withCode = { ...own, body: twoFactorCodeBody, errors: [400, 401, 403, 409, 429] } as const;

export const settingsApi = {
  read: r.get('/api/settings', {
    summary: "The signed-in user's settings: profile, notifications, security, appearance",
    response: settingsResponse,
  }),
  update: r.patch('/api/settings', {
    ...own,
    summary:
      "Saves part of the signed-in user's settings (profile, notifications, session timeout, password expiry)",
    body: settingsPatch,
    response: settingsResponse,
  }),
  changePassword: r.post('/api/settings/password', {
    ...own,
    summary: "Changes the signed-in user's password (the current one is required); ends their other sessions",
    body: changePasswordBody,
    response: passwordChangedResponse,
    errors: [400, 401, 403, 429],
  }),
  twoFactorSetup: r.post('/api/settings/two-factor/setup', {
    ...own,
    summary: 'Starts two-factor enrolment: a new secret, its otpauth URI and QR code (SVG)',
    response: twoFactorSetupResponse,
    errors: [400, 401, 403, 409],
  }),
  twoFactorEnable: r.post('/api/settings/two-factor/enable', {
    ...withCode,
    summary: 'Turns two-factor sign-in on with a code of the pending secret; returns 10 recovery codes',
    response: recoveryCodesResponse,
  }),
  twoFactorDisable: r.post('/api/settings/two-factor/disable', {
    ...withCode,
    summary: 'Turns two-factor sign-in off (a TOTP code or a recovery code is required)',
    response: z.object({ twoFactor: z.literal(false) }),
  }),
  recoveryCodes: r.post('/api/settings/two-factor/recovery-codes', {
    ...withCode,
    summary: 'Replaces the recovery codes (a TOTP code or a recovery code is required)',
    response: recoveryCodesResponse,
  }),
  companyDefaults: r.get('/api/settings/company/defaults', {
    summary: "What new documents take from the company's settings: the default VAT rate of a new line",
    access: access.authenticated,
    response: companyDefaults,
    errors: [401],
  }),
  company: r.get('/api/settings/company', {
    summary: "The company's legal identity printed on invoices, quotes and orders ('Société' tab)",
    response: companyIdentityResponse,
  }),
  saveCompany: r.put('/api/settings/company', {
    summary: "Replaces the company's legal identity (Admin and above; audited)",
    body: companyIdentity,
    response: companyIdentityResponse.extend({ message: z.string() }),
  }),
  demoMode: r.get('/api/settings/demo', {
    summary:
      'What leaving demo mode would delete (counts by kind, stored files by a dry run), what blocks it, and whether the real super administrator must be given',
    access: access.superAdmin('read'),
    response: demoModeResponse,
  }),
  leaveDemo: r.post('/api/settings/leave-demo', {
    summary:
      "Leaves demo mode in one transaction: deletes every demo record, the demo accounts and their stored files (after commit), keeps the company's records, creates the real super administrator when none exists; refused (409) while a record of the company needs a demo record; audited",
    access: access.superAdmin('delete'),
    body: leaveDemoBody,
    response: leaveDemoResponse,
    errors: [400, 401, 403, 409],
  }),
};
