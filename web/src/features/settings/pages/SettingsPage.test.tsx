import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RatesStatus } from '@comptoir/core/modules/currency';
import type { SettingsResponse } from '@comptoir/core/modules/settings';
import { json, makeSession, mockApi, renderApp, SUPER_ADMIN } from '@/test/utils';
import { confirmAfterMismatch, sentBody } from '@/test/forms';

const SETTINGS: SettingsResponse = {
  profile: { fullName: 'Léa Moreau', phone: null, email: 'lea@comptoir.test' },
  notifications: { email: true, push: false, sound: true, desktop: false },
  security: { twoFactor: false, sessionTimeout: 30, passwordExpiry: 90 },
  appearance: { theme: 'light', language: 'fr' },
};

const RATES_STATUS: RatesStatus = {
  ecb: {
    enabled: true,
    refreshMinutes: 60,
    cacheMinutes: 5,
    lastSuccessAt: null,
    lastRateDate: '2026-05-04',
    lastError: 'network',
    lastErrorDetail: 'Error: getaddrinfo ENOTFOUND www.ecb.europa.eu',
    lastErrorAt: '2026-05-05T08:00:00.000Z',
    nextRefreshAt: null,
  },
  manual: { count: 2, lastEntryAt: null },
};

async function openSettings(path: string, extra: Parameters<typeof mockApi>[0] = {}, admin = false) {
  const api = mockApi({
    'GET /api/auth/session': () =>
      json(200, makeSession(admin ? SUPER_ADMIN : { modules: ['dashboard', 'settings'] })),
    'GET /api/settings': () => json(200, SETTINGS),
    'PATCH /api/settings': (req) => json(200, { ...SETTINGS, ...(req.body as object) }),
    ...extra,
  });
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Paramètres' });
  return { ...app, ...api };
}

describe('settings screen', () => {
  it('shows the six tabs and Société, and opens the one named in the URL', async () => {
    const { user, router } = await openSettings('/settings?tab=security');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Général',
      'Langue',
      'Devise',
      'Notifications',
      'Sécurité',
      'Intégrations',
      'Société',
    ]);
    expect(screen.getByRole('tab', { name: 'Sécurité' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    expect(router.state.location.search).toBe('?tab=notifications');
    await user.click(screen.getByRole('tab', { name: 'Général' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByDisplayValue('lea@comptoir.test')).toHaveAttribute('readonly');
  });

  it('saves the session timeout: idle, saving, saved', async () => {
    const { user, requests } = await openSettings('/settings?tab=security');
    const select = await screen.findByLabelText('Expiration de session');
    expect(select).toHaveValue('30');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['15 minutes', '30 minutes', '1 heure', '2 heures', '8 heures']);
    await user.selectOptions(select, '120');
    await user.selectOptions(screen.getByLabelText('Expiration du mot de passe'), '365');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('button', { name: 'Enregistré' })).toBeInTheDocument();
    const patch = requests.find((r) => r.method === 'PATCH' && r.url === '/api/settings');
    expect(patch?.body).toEqual({ security: { sessionTimeout: 120, passwordExpiry: 365 } });
  });

  it('checks the profile with the core rules before sending', async () => {
    const { user, requests } = await openSettings('/settings');
    const phone = await screen.findByLabelText('Téléphone');
    await user.type(phone, '123');
    await user.clear(screen.getByLabelText('Nom complet'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Le nom complet est requis')).toBeInTheDocument();
    expect(screen.getByText('Le numéro de téléphone doit contenir au moins 10 chiffres')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
  });

  it('shows the server message for a wrong current password', async () => {
    const message = 'Le mot de passe actuel est incorrect';
    const { user } = await openSettings('/settings', {
      'POST /api/settings/password': () =>
        json(400, {
          error: { code: 'invalid_current_password', message, fields: { currentPassword: message } },
        }),
    });
    await user.type(await screen.findByLabelText('Mot de passe actuel'), 'wrong-one');
    await confirmAfterMismatch(user, {
      password: 'Brand-New-Pass-42',
      confirmLabel: 'Confirmer le nouveau mot de passe',
      submit: 'Changer le mot de passe',
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveAttribute('aria-invalid', 'true');
  });

  it('turns desktop notifications back off when the browser refuses', async () => {
    const requestPermission = vi.fn(async () => 'denied' as NotificationPermission);
    vi.stubGlobal(
      'Notification',
      Object.assign(function Notification() {}, { permission: 'default', requestPermission }),
    );
    const { user } = await openSettings('/settings?tab=notifications');
    const desktop = await screen.findByRole('switch', { name: 'Notifications du bureau' });
    await user.click(desktop);
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByText(/Votre navigateur a refusé les notifications du bureau/),
    ).toBeInTheDocument();
    expect(desktop).toHaveAttribute('aria-checked', 'false');
  });

  it('keeps desktop notifications on when the browser allows, and saves the toggles', async () => {
    vi.stubGlobal(
      'Notification',
      Object.assign(function Notification() {}, {
        permission: 'default',
        requestPermission: async () => 'granted',
      }),
    );
    const { user, requests } = await openSettings('/settings?tab=notifications');
    await user.click(await screen.findByRole('switch', { name: 'Notifications du bureau' }));
    await user.click(screen.getByRole('switch', { name: 'Notifications par email' }));
    expect(screen.getByRole('switch', { name: 'Notifications du bureau' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByRole('button', { name: 'Enregistré' });
    expect(sentBody(requests, 'PATCH')).toEqual({
      notifications: { email: false, push: false, sound: true, desktop: true },
    });
  });

  it('enrols two-factor: QR code image, manual key, code, then the recovery codes', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
    const { user, requests } = await openSettings('/settings?tab=security', {
      'POST /api/settings/two-factor/setup': () =>
        json(200, {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/Comptoir:lea?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
        }),
      'POST /api/settings/two-factor/enable': (req) =>
        (req.body as { code: string }).code === '123456'
          ? json(200, { recoveryCodes: codes })
          : json(400, {
              error: {
                code: 'invalid_code',
                message: 'x',
                fields: { code: 'Code de vérification invalide.' },
              },
            }),
    });
    await user.click(await screen.findByRole('switch', { name: 'Double authentification' }));
    const img = await screen.findByRole('img', {
      name: 'QR code de configuration de la double authentification',
    });
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByLabelText('Clé à saisir manuellement')).toHaveTextContent(
      'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    );
    await user.type(screen.getByLabelText('Code de vérification'), '000000');
    await user.click(screen.getByRole('button', { name: 'Activer' }));
    expect(await screen.findByText('Code de vérification invalide.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Code de vérification'));
    await user.type(screen.getByLabelText('Code de vérification'), '123456');
    await user.click(screen.getByRole('button', { name: 'Activer' }));
    const list = await screen.findByRole('region', { name: 'Codes de récupération' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getByRole('button', { name: 'Télécharger' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Copier' })).toBeInTheDocument();
    expect(requests.filter((r) => r.url === '/api/settings/two-factor/enable')).toHaveLength(2);
  });

  it('disables two-factor with a code', async () => {
    const { user, requests } = await openSettings('/settings?tab=security', {
      'GET /api/settings': () =>
        json(200, { ...SETTINGS, security: { ...SETTINGS.security, twoFactor: true } }),
      'POST /api/settings/two-factor/disable': () => json(200, { twoFactor: false }),
    });
    const toggle = await screen.findByRole('switch', { name: 'Double authentification' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await user.click(toggle);
    await user.type(screen.getByLabelText('Code de vérification ou code de récupération'), 'abcde-fghij');
    await user.click(screen.getByRole('button', { name: 'Désactiver' }));
    await waitFor(() =>
      expect(requests.find((r) => r.url === '/api/settings/two-factor/disable')?.body).toEqual({
        code: 'abcde-fghij',
      }),
    );
  });

  it('switches the language at once from the language tab', async () => {
    const { user, requests } = await openSettings('/settings?tab=language', {
      'PATCH /api/auth/preferences': (req) => json(200, req.body),
    });
    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/api/auth/preferences')?.body).toEqual({ language: 'en' });
  });

  it('integrations for a super admin: the rate service status in words, no raw key (issue 30 §1)', async () => {
    await openSettings(
      '/settings?tab=integrations',
      {
        'GET /api/auth/recovery-status': () => json(200, { emailEnabled: true }),
        'GET /api/currencies/status': () => json(200, RATES_STATUS),
      },
      true,
    );
    const rates = (await screen.findByText('Source des taux de change')).closest('li')!;
    expect(await within(rates).findByText('Oui, toutes les 60 minutes')).toBeInTheDocument();
    expect(within(rates).getByText('04/05/2026')).toBeInTheDocument();
    const error = within(rates).getByText(/Impossible de joindre la Banque centrale européenne/);
    expect(error).toHaveAttribute('title', 'Error: getaddrinfo ENOTFOUND www.ecb.europa.eu');
    expect(error.textContent).toMatch(/\(le \d{2}\/05\/2026 \d{2}:\d{2}\)$/);
    expect(within(rates).getByText('Taux saisis à la main : 2')).toBeInTheDocument();
    expect(rates.textContent).not.toMatch(/ecb\.|manual\.|true|network|getaddrinfo|\d{4}-\d{2}-\d{2}T/);
    expect(screen.getByText(/récupération de mot de passe par email est disponible/)).toBeInTheDocument();
  });

  it('integrations: managed by administrators for others', async () => {
    await openSettings('/settings?tab=integrations');
    expect(screen.getByText('Les intégrations sont gérées par les administrateurs.')).toBeInTheDocument();
  });

  it('integrations for a super admin: SMTP, rate source (or unavailable), extraction', async () => {
    await openSettings(
      '/settings?tab=integrations',
      {
        'GET /api/auth/recovery-status': () => json(200, { emailEnabled: false }),
        'GET /api/currencies/status': () => json(500, { error: { code: 'internal', message: 'x' } }),
      },
      true,
    );
    expect(await screen.findByText(/SMTP_URL n.est pas défini/)).toBeInTheDocument();
    expect(await screen.findByText('indisponible')).toBeInTheDocument();
    expect(screen.getByText(/Aucun fournisseur d'extraction/)).toBeInTheDocument();
  });
});
