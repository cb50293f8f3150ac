/**
 * Page helpers for the browser tests. Texts come from the app's own message files
 * (core/src/i18n), so a wording change there does not break the tests; selectors are accessible
 * roles and labels, plus `data-menu-id` on the sidebar links.
 */
import { deflateSync } from 'node:zlib';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type ConsoleMessage,
  type Locator,
  type Page,
} from '@playwright/test';
// The message files (core/src/i18n/<lang>/index.ts re-exports its JSON with the import attribute
// Node needs, so Playwright's loader accepts them too).
import {
  resources,
  translate as translateMessage,
  type Language,
  type Messages,
} from '../../core/src/i18n/index';

const { fr, en, zh } = resources;
export { expect, fr, en, zh, resources, type Language, type Messages };

/** A message by dotted key with i18next's `{{name}}` interpolation, as the app renders it. */
export function translate(lang: Language, key: string, values: Record<string, string> = {}): string {
  const message = translateMessage(lang, key, values);
  if (message === key) throw new Error(`No message ${key} in ${lang}`);
  return message;
}

/** The demo accounts loaded by server/src/db/seed/demo.ts (COMPTOIR_DEMO=1). */
export const ACCOUNTS = {
  admin: { email: 'admin@comptoir.demo', password: 'Demo-Admin-2026', name: 'Camille Laurent (démo)' },
  sourcing: {
    email: 'sourcing@comptoir.demo',
    password: 'Demo-Sourcing-2026',
    name: 'Léa Moreau (démo)',
  },
  commercial: {
    email: 'commercial@comptoir.demo',
    password: 'Demo-Commercial-2026',
    name: 'Hugo Bernard (démo)',
  },
  operations: {
    email: 'operations@comptoir.demo',
    password: 'Demo-Operations-2026',
    name: 'Nadia Rousseau (démo)',
  },
} as const;
export type Account = (typeof ACCOUNTS)[keyof typeof ACCOUNTS];

export const SESSION_COOKIE = 'comptoir_session';

/**
 * Success banners vanish after 3 s (spec 000 §4). On a loaded machine a check that starts late
 * misses a banner that was shown (a CI run waited 4.8 s for a dialog to close, then looked for
 * 'Devis créé avec succès.'). Each page of `target` records the text of what is added to the
 * document or changed in it; `expectShown` reads that record.
 */
export async function recordBanners(target: BrowserContext | Page): Promise<void> {
  await target.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { __comptoirShown: string[] }).__comptoirShown = shown;
    const note = (node: Node | null | undefined) => {
      const text = node?.textContent?.trim();
      if (text) shown.push(text.slice(0, 2000));
    };
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.type === 'characterData') note(mutation.target.parentElement);
        else
          for (const node of mutation.addedNodes)
            note(node.nodeType === Node.TEXT_NODE ? node.parentElement : node);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/**
 * `text` (a banner's message) was shown on `page` since it loaded, even if it is gone now (each
 * appearance answers one check), or a status or alert shows it now.
 */
export async function expectShown(page: Page, text: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate((wanted) => {
          const shown = (window as unknown as { __comptoirShown?: string[] }).__comptoirShown ?? [];
          const at = shown.findIndex((entry) => entry.includes(wanted));
          if (at >= 0) {
            shown.splice(at, 1);
            return true;
          }
          // Shown again while the same text was still up (a second receipt within 3 s): no change
          // to record, but it is there.
          return [...document.querySelectorAll('[role="status"], [role="alert"]')].some((element) =>
            element.textContent?.includes(wanted),
          );
        }, text),
      { message: `a banner saying '${text}'` },
    )
    .toBe(true);
}

/**
 * Any Content Security Policy violation the browser reports fails the test that caused it; the
 * banners of every page of the test's context are recorded (`recordBanners`).
 */
export const test = base.extend<{ cspViolations: string[]; banners: void }>({
  banners: [
    async ({ context }, use) => {
      await recordBanners(context);
      await use();
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      };
      page.on('console', onConsole);
      await use(violations);
      page.off('console', onConsole);
      expect(violations, 'Content Security Policy violations reported in the console').toEqual([]);
    },
    { auto: true },
  ],
});

/** The login form's controls, in the given interface language. */
export function loginForm(page: Page, lang: Language = 'fr') {
  const auth = resources[lang].auth;
  return {
    email: page.getByLabel(auth.email, { exact: true }),
    password: page.getByLabel(auth.password, { exact: true }),
    remember: page.getByRole('checkbox', { name: auth.rememberMe }),
    submit: page.getByRole('button', { name: auth.signIn, exact: true }),
    showPassword: page.getByRole('button', { name: auth.showPassword }),
    hidePassword: page.getByRole('button', { name: auth.hidePassword }),
  };
}

/** Fills and submits the login form (the page must show it). */
export async function submitLogin(
  page: Page,
  email: string,
  password: string,
  { remember = false, lang = 'fr' as Language } = {},
): Promise<void> {
  const form = loginForm(page, lang);
  await form.email.fill(email);
  await form.password.fill(password);
  if (remember) await form.remember.check();
  await form.submit.click();
}

/** Opens /login, signs in and waits for the dashboard. */
export async function login(
  page: Page,
  email: string,
  password: string,
  { remember = false, lang = 'fr' as Language } = {},
): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, email, password, { remember, lang });
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Signs `account` in through the sign-in form (the tests of signing in and of the session). */
export function loginAs(page: Page, account: Account, options: { remember?: boolean; lang?: Language } = {}) {
  return login(page, account.email, account.password, options);
}

/**
 * Signs `account` in through the API, as the form does (the page's context keeps the session
 * cookie), and opens the dashboard: for the tests whose subject comes after signing in. The form
 * itself is exercised by login.spec.ts and session.spec.ts (`loginAs`); skipping its page saves a
 * page load per test on two shared cores.
 */
export async function signInAs(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  const answer = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(answer.status(), `sign-in of ${account.email}`).toBe(200);
  expect(((await answer.json()) as { user?: { email: string } }).user?.email).toBe(account.email);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A sidebar link by menu id. */
export function menuLink(page: Page, id: string): Locator {
  return page.locator(`[data-menu-id="${id}"]`);
}

/**
 * The menu ids of the sidebar links, in order, once the menu is drawn: right after sign-in the
 * shell may not have rendered it yet, and reading at once gave an empty menu (a CI failure).
 */
export async function menuIds(page: Page): Promise<string[]> {
  const links = page.locator('[data-menu-id]');
  await links.first().waitFor({ state: 'attached' });
  return links.evaluateAll((links) => links.map((link) => link.getAttribute('data-menu-id') ?? ''));
}

/** The sidebar: the element holding the main navigation (its links carry data-menu-id). */
export function sidebar(page: Page, lang: Language = 'fr'): Locator {
  return page
    .locator('aside, [data-sidebar]')
    .filter({ has: page.getByRole('navigation', { name: resources[lang].shell.navigation }) })
    .first();
}

/** The language selector (a <select> labelled 'Langue', 'Language' or '语言'). */
export function languageSelect(page: Page): Locator {
  const names = [fr, en, zh].map((m) => m.common.language);
  return page.getByRole('combobox', { name: new RegExp(`^(${names.join('|')})$`) }).first();
}

export function themeToggle(page: Page, lang: Language = 'fr'): Locator {
  return page.getByRole('button', { name: resources[lang].common.toggleTheme }).first();
}

export function logoutButton(page: Page, lang: Language = 'fr'): Locator {
  return page.getByRole('button', { name: resources[lang].common.logout });
}

/** An error banner (role="alert") showing this text. */
export function alertWith(page: Page, text: string): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}

/** A button or a link with this accessible name. */
export function action(page: Page | Locator, name: string | RegExp): Locator {
  return page.getByRole('button', { name }).or(page.getByRole('link', { name }));
}

/** Every message of the app that says something is loading ('Chargement des commandes...'). */
function loadingTexts(messages: object): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? (/loading$/i.test(key) ? [value] : []) : loadingTexts(value as object),
  );
}
const LOADING = Object.fromEntries(
  Object.entries(resources).map(([lang, messages]) => [
    lang,
    new RegExp(`^(${loadingTexts(messages).map(escapeRegExp).join('|')})$`),
  ]),
) as Record<Language, RegExp>;

/**
 * Waits for the screen's h1, its data (no loading state, nothing busy) and `content` if given.
 */
export async function settled(
  page: Page,
  content?: (main: Locator) => Locator,
  lang: Language = 'fr',
): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 }).first()).toBeVisible();
  if (content) await expect(content(main)).toBeVisible();
  await expect(
    main
      .locator('[aria-busy="true"], .animate-spin')
      .or(main.getByRole('status').filter({ hasText: LOADING[lang] })),
  ).toHaveCount(0);
}

/** Escapes a text for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The legal mentions an invoice cannot be issued without ('Société' settings, Admin and above). */
export async function ensureIdentity(page: Page): Promise<void> {
  const current = await page.request.get('/api/settings/company');
  expect(current.ok()).toBe(true);
  const { identity } = (await current.json()) as { identity: Record<string, unknown> };
  const saved = await page.request.put('/api/settings/company', {
    data: {
      ...identity,
      legalName: identity.legalName || 'Comptoir Négoce SAS (démo)',
      address: identity.address || '12 rue du Port\n13002 Marseille\nFrance',
      siren: identity.siren || '732829320',
      vatNumber: identity.vatNumber || 'FR44732829320',
    },
  });
  expect(saved.ok()).toBe(true);
}

/**
 * A new client with its own new company, made through the API as the signed-in user: its id. A
 * test that needs a client makes its own, so that tests running side by side never share one
 * (another test may be deleting the client it just made).
 */
export async function newClient(page: Page, name: string): Promise<string> {
  const client = await page.request.post('/api/clients', {
    data: {
      name,
      email: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}@example.com`,
      newCompany: { name: `Société ${name}` },
      zone: 'France',
    },
  });
  expect(client.status()).toBe(201);
  const clientBody = (await client.json()) as { client?: { id: string }; id?: string };
  return clientBody.client?.id ?? clientBody.id!;
}

/**
 * A task made through the API as the page's user, assigned to the first assignee. A test that
 * links to a task makes its own: another test may archive or delete the one it just made.
 */
export async function newTask(page: Page, title: string): Promise<void> {
  const assignees = (await (await page.request.get('/api/tasks/assignees')).json()) as {
    items: { id: string }[];
  };
  const created = await page.request.post('/api/tasks', {
    data: {
      title,
      description: 'Préparer les échantillons.',
      dueDate: '2031-04-30',
      assigneeId: assignees.items[0]!.id,
    },
  });
  expect(created.status()).toBe(201);
}

/** An invoice to `clientId` with the one `item`, drafted then issued through the API (in euros). */
export async function issuedInvoice(
  page: Page,
  clientId: string,
  item: { description: string; quantity: string; unitPrice: string; taxRate: string },
): Promise<{ id: string; number: string; issueDate: string }> {
  const draft = await page.request.post('/api/invoices', {
    data: { clientId, currency: 'EUR', items: [item] },
  });
  expect(draft.status()).toBe(201);
  const { invoice } = (await draft.json()) as { invoice: { id: string } };
  const issued = await page.request.post(`/api/invoices/${invoice.id}/issue`, { data: {} });
  expect(issued.status()).toBe(200);
  const { invoice: done } = (await issued.json()) as { invoice: { number: string; issueDate: string } };
  return { id: invoice.id, number: done.number, issueDate: done.issueDate };
}

/** A real PNG of one colour (RGB), written by hand: no image library needed. */
export function solidPng(width: number, height: number, rgb: readonly [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0)]);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const DEDICATED_PASSWORD = 'Dedicated-E2E-Pass-2026';

/**
 * A new user with the dashboard and settings modules, created through the admin API, for a test
 * that changes what is saved to its account (language, two-factor, session timeout): the demo
 * accounts are shared by tests running side by side (a director's screens in English because
 * another test had switched her account made the phone test fail).
 */
export async function dedicatedUser(
  request: APIRequestContext,
): Promise<{ email: string; password: string }> {
  const admin = await request.post('/api/auth/login', {
    data: { email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password },
  });
  expect(admin.status()).toBe(200);
  const email = `dedicated-e2e-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const created = await request.post('/api/admin-users/create-user', {
    data: {
      fullName: 'Réglages E2E',
      email,
      phone: null,
      password: DEDICATED_PASSWORD,
      isAdmin: false,
      role: 'Editor',
      modules: ['dashboard', 'settings'],
      companies: [],
    },
  });
  await request.post('/api/auth/logout', { data: {} });
  expect(created.status(), await created.text()).toBe(201);
  return { email, password: DEDICATED_PASSWORD };
}
