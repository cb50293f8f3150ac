/**
 * Every word in the user's language (issue 30 §1): a super administrator with every module opens
 * each screen of the menu, and each tab of those screens, in English and in Chinese; no screen may
 * show a message key ('invoices.status.paid', an audit event key such as 'client.create') or a
 * French interface text that has a translation in that language, and the console shows no error
 * (issue 30 §6).
 *
 * The user is made for this test (the language is saved to the account), with every module and
 * company. What the screens show of the demo data (names, notes) is data, not interface text: a
 * French text counts only when it is the French message of a key whose translation differs, and
 * is not itself a message of the language under test.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { AUDIT_ACTIONS } from '../../core/src/audit';
import { GRANTABLE_MODULES } from '../../core/src/permissions';
import {
  ACCOUNTS,
  expect,
  fr,
  languageSelect,
  menuIds,
  menuLink,
  resources,
  settled,
  submitLogin,
  test,
  type Language,
} from './helpers';

/** Every message of one language, by dotted key. */
function flatten(node: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value && typeof value === 'object') for (const entry of flatten(value, path)) out.set(...entry);
  }
  return out;
}

const FRENCH = flatten(fr);

/** A key-shaped text: a namespace, then a segment that namespace has ('invoices.status…'). */
function keysIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\b([a-z]+)\.([A-Za-z0-9_]+)(?:\.[A-Za-z0-9_]+)*\b/g)) {
    const namespace = (fr as unknown as Record<string, Record<string, unknown> | undefined>)[match[1]!];
    if (namespace && match[2]! in namespace) found.push(match[0]);
  }
  return found;
}
const AUDIT_KEYS = new Set<string>(AUDIT_ACTIONS);

/** The French interface texts that `lang` translates otherwise, and which are none of its own. */
function frenchLeftIn(lang: Language): Set<string> {
  const own = flatten(resources[lang]);
  const ownTexts = new Set(own.values());
  const left = new Set<string>();
  for (const [key, french] of FRENCH) {
    const translated = own.get(key);
    if (translated === undefined || translated === french || ownTexts.has(french)) continue;
    // Interpolated messages never show as written; a word of two letters says little.
    if (french.includes('{{') || french.trim().length < 3) continue;
    left.add(french.trim());
  }
  return left;
}

/** The texts the page shows or says: text nodes, and the labels and hints of its elements. */
function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // What users typed is marked translate="no" (tags, specialties): data, not interface text.
      if (node.parentElement?.closest('script, style, noscript, [translate="no"]')) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const element of document.body.querySelectorAll('[placeholder], [aria-label], [title], [alt]')) {
      if (element.closest('[translate="no"]')) continue;
      for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

type Finding = { screen: string; text: string; why: string };

/** What the current screen shows that is not in `lang`. */
async function check(page: Page, lang: Language, screen: string, french: Set<string>): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const text of await pageTexts(page)) {
    for (const key of keysIn(text)) findings.push({ screen, text: key, why: 'message key' });
    if (AUDIT_KEYS.has(text)) findings.push({ screen, text, why: 'event key' });
    if (french.has(text)) findings.push({ screen, text, why: `French (${lang} has a translation)` });
  }
  return findings;
}

/** Signs in on the login page after choosing `lang` there (the account keeps it). */
async function signInIn(page: Page, lang: Language, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await languageSelect(page).selectOption(lang);
  await submitLogin(page, email, password, { lang });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** Each screen of the menu, then each of its tabs: what they show that is not in `lang`. */
async function visitAll(page: Page, lang: Language): Promise<{ findings: Finding[]; screens: number }> {
  const french = frenchLeftIn(lang);
  const findings: Finding[] = [];
  let screens = 0;
  for (const id of await menuIds(page)) {
    const link = menuLink(page, id);
    const path = (await link.getAttribute('href'))!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await settled(page, undefined, lang);
    findings.push(...(await check(page, lang, path, french)));
    screens += 1;
    // The screen's own tabs (its first tab list): a tab's content may hold tabs of its own (the
    // bank's status tabs inside 'Mouvements'), which its other tabs hide.
    const tabs = page.getByRole('main').getByRole('tablist').first().getByRole('tab');
    const count = await tabs.count();
    for (let i = 1; i < count; i++) {
      const tab = tabs.nth(i);
      const name = (await tab.innerText()).trim();
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await settled(page, undefined, lang);
      findings.push(...(await check(page, lang, `${path} › ${name}`, french)));
      screens += 1;
    }
  }
  return { findings, screens };
}

/**
 * A super administrator with every module and company, made for one test: the language chosen at
 * sign-in is saved to the account, so two tests running at once must not share one.
 */
async function polyglot(request: APIRequestContext, lang: Language) {
  const tag = `i18n${lang}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const user = { email: `${tag}@example.com`, password: `Langues-${tag}-2026!` };
  const login = await request.post('/api/auth/login', {
    data: { email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password },
  });
  expect(login.status()).toBe(200);
  const companies = await request.get('/api/admin-users/list-companies');
  expect(companies.status()).toBe(200);
  const { companies: list } = (await companies.json()) as { companies: { id: string }[] };
  const created = await request.post('/api/admin-users/create-user', {
    data: {
      fullName: `Polyglotte ${tag}`,
      email: user.email,
      phone: null,
      password: user.password,
      isAdmin: true,
      role: 'Super Admin',
      modules: [...GRANTABLE_MODULES],
      companies: list.map((c) => c.id),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return user;
}

test.describe('every word in the language of the interface (issue 30 §1)', () => {
  for (const lang of ['en', 'zh'] as const) {
    test(`in ${lang}: no message key and no French text on any screen or tab`, async ({ page, request }) => {
      test.setTimeout(240_000);
      const user = await polyglot(request, lang);
      // Normal use writes no error to the console (issue 30 §6): no failed request, no exception.
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => consoleErrors.push(`${page.url()}: ${error.message}`));
      await signInIn(page, lang, user.email, user.password);
      const { findings, screens } = await visitAll(page, lang);
      expect(consoleErrors).toEqual([]);
      // The menu of a super administrator with every module, and the tabs of its screens.
      expect(screens).toBeGreaterThan(25);
      const report = findings.map((f) => `${f.screen}: "${f.text}" (${f.why})`);
      expect([...new Set(report)]).toEqual([]);
    });
  }
});
