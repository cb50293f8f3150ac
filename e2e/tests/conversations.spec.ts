/**
 * Product conversations and the documents library (issue 13), in two browsers: the operations
 * director writes, replies and reacts; the sourcing specialist sees it arrive live with the unread
 * marker, which clears once the messages have been on her screen. Then she uploads two versions of
 * a document and downloads the first.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { ACCOUNTS, expect as baseExpect, fr, submitLogin, test, translate, type Account } from './helpers';

// Two browsers, live updates and uploads on a shared machine: more patience than the default.
const expect = baseExpect.configure({ timeout: 30_000 });

/** Signs in and waits for the dashboard, with this file's patience. */
async function signInAs(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

const c = fr.conversations;
const docs = fr.documents;

/** A minimal valid PDF; `note` makes two versions differ. */
function pdf(note: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n% ${note}\n%%EOF\n`,
    'latin1',
  );
}

async function createRequest(page: Page, tag: string): Promise<{ id: string; product: string }> {
  const members = (await (await page.request.get('/api/demandes/members')).json()) as {
    items: { id: string; email: string }[];
  };
  const lea = members.items.find((m) => m.email.toLowerCase() === ACCOUNTS.sourcing.email);
  expect(lea, 'the sourcing specialist is in the team').toBeTruthy();
  const res = await page.request.post('/api/demandes', {
    data: {
      form: 'team',
      title: `Conversation ${tag}`,
      client: 'Hôtel du Port',
      description: 'Lampes de chevet',
      category: 'Électronique',
      deadline: '2031-06-30',
      budget: '5 000 €',
      location: 'Europe',
      memberId: lea!.id,
      products: [{ name: `Lampe ${tag}`, description: 'Laiton', quantity: '200 pièces' }],
    },
  });
  expect(res.status()).toBe(201);
  const demande = ((await res.json()) as { demande: { id: string; products: { id: string }[] } }).demande;
  return { id: demande.id, product: `Lampe ${tag}` };
}

test('two people in a product conversation, live; document versions downloaded', async ({
  page,
  browser,
}) => {
  test.setTimeout(600_000);
  const tag = `c${Date.now().toString(36)}`;

  await signInAs(page, ACCOUNTS.operations);
  const request = await createRequest(page, tag);
  const leaContext = await browser.newContext({ locale: 'fr-FR', acceptDownloads: true });
  const lea = await leaContext.newPage();
  await signInAs(lea, ACCOUNTS.sourcing);

  await page.goto(`/demandes?id=${request.id}`);
  await lea.goto(`/demandes?id=${request.id}`);
  const cardOf = (p: Page) => p.getByRole('article', { name: request.product });
  const unread = (p: Page) => cardOf(p).getByRole('img', { name: fr.demandes.products.unread });
  const messages = (count: string) => translate('fr', 'demandes.products.messages', { count });
  /** Opens the conversation from the product's card, whose button counts `count` messages: its dialog. */
  const openThread = async (p: Page, count: string) => {
    await cardOf(p)
      .getByRole('button', { name: new RegExp(messages(count)) })
      .click();
    return p.getByRole('dialog', { name: translate('fr', 'conversations.title', { name: request.product }) });
  };
  await expect(cardOf(lea)).toContainText(messages('0'));
  await expect(unread(lea)).toHaveCount(0);

  // The director writes, replies to her own message and reacts to it.
  const thread = await openThread(page, '0');
  const composer = thread.getByRole('textbox', { name: c.composer.label });
  await composer.click();
  await composer.press('Enter');
  await expect(thread.getByRole('alert')).toHaveText(c.validation.empty);
  await composer.fill(`Échantillons reçus ${tag} ?`);
  await composer.press('Shift+Enter');
  await composer.pressSequentially('Merci de confirmer.');
  await composer.press('Enter');
  const log = thread.getByRole('log');
  await expect(log).toContainText(`Échantillons reçus ${tag} ?`);
  await expect(composer).toHaveValue('');
  await log
    .getByRole('button', {
      name: translate('fr', 'conversations.replyTo', { author: ACCOUNTS.operations.name }),
    })
    .click();
  await expect(thread).toContainText(
    translate('fr', 'conversations.replyingTo', { author: ACCOUNTS.operations.name }),
  );
  await composer.fill('Je relance le fournisseur demain.');
  await composer.press('Enter');
  await expect(log).toContainText('Je relance le fournisseur demain.');
  const first = log
    .getByRole('listitem')
    .filter({ hasText: `Échantillons reçus ${tag}` })
    .first();
  await first.getByRole('button', { name: c.react }).click();
  await first
    .getByRole('button', { name: translate('fr', 'conversations.reactWith', { emoji: c.reactions.heart }) })
    .click();
  await expect(
    first.getByRole('button', {
      name: translate('fr', 'conversations.reactionBy', {
        emoji: c.reactions.heart,
        names: ACCOUNTS.operations.name,
      }),
    }),
  ).toHaveAttribute('aria-pressed', 'true');

  // Léa sees it arrive without reloading: two messages and the unread marker.
  await expect(cardOf(lea)).toContainText(messages('2'));
  await expect(unread(lea)).toHaveCount(1);

  // She opens the conversation: the quote, the reaction and who gave it; then the marker clears.
  const leaThread = await openThread(lea, '2');
  const leaLog = leaThread.getByRole('log');
  await expect(leaLog).toContainText('Je relance le fournisseur demain.');
  await expect(
    leaLog.getByRole('button', {
      name: translate('fr', 'conversations.goToQuoted', { author: ACCOUNTS.operations.name }),
    }),
  ).toContainText(`Échantillons reçus ${tag}`);
  const heart = leaLog.getByRole('button', {
    name: translate('fr', 'conversations.reactionBy', {
      emoji: c.reactions.heart,
      names: ACCOUNTS.operations.name,
    }),
  });
  await expect(heart).toHaveAttribute('title', ACCOUNTS.operations.name);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(leaLog.getByText(c.unread, { exact: true })).toHaveCount(0);
  await leaThread.getByRole('button', { name: c.close }).click();
  await expect(unread(lea)).toHaveCount(0);

  // The director sees Léa's reaction arrive in her open thread.
  await lea.reload();
  await openThread(lea, '2');
  await leaThread
    .getByRole('log')
    .getByRole('button', {
      name: translate('fr', 'conversations.reactionBy', {
        emoji: c.reactions.heart,
        names: ACCOUNTS.operations.name,
      }),
    })
    .click();
  await expect(
    first.getByRole('button', {
      name: new RegExp(`${c.reactions.heart} : .*${ACCOUNTS.sourcing.name.replace(/[()]/g, '.')}`),
    }),
  ).toContainText('2');
  await leaThread.getByRole('button', { name: c.close }).click();

  // Léa adds a document, then a second version, and downloads the first.
  const card = cardOf(lea);
  await card
    .getByRole('tab', { name: translate('fr', 'demandes.products.tabs.documents', { count: '0' }) })
    .click();
  await card.getByRole('button', { name: docs.add }).click();
  const form = lea.getByRole('dialog', { name: docs.form.title });
  await expect(form.getByRole('button', { name: docs.form.save })).toBeDisabled();
  await form
    .getByLabel(docs.form.files)
    .setInputFiles({ name: 'cahier.pdf', mimeType: 'application/pdf', buffer: pdf('v1') });
  await form.getByLabel(docs.form.category).selectOption('Spécifications');
  await form.getByLabel(docs.form.description).fill('Cahier des charges');
  await form.getByLabel(docs.form.tags).fill('laiton, norme CE');
  await form.getByRole('button', { name: docs.form.save }).click();
  await expect(form).toBeHidden();
  await expect(card).toContainText('cahier.pdf');
  await expect(card).toContainText('v1.0');
  await card
    .locator('input[type="file"]')
    .and(card.getByLabel(translate('fr', 'documents.newVersion', { name: 'cahier.pdf' }), { exact: true }))
    .setInputFiles({ name: 'cahier-v2.pdf', mimeType: 'application/pdf', buffer: pdf('version deux') });
  await expect(card).toContainText('cahier-v2.pdf');
  await expect(card).toContainText('v1.1');
  await expect(
    card.getByRole('tab', { name: translate('fr', 'demandes.products.tabs.documents', { count: '1' }) }),
  ).toBeVisible();
  await card.getByRole('button', { name: translate('fr', 'documents.versions', { count: '2' }) }).click();
  const download = lea.waitForEvent('download');
  await card
    .getByRole('link', {
      name: translate('fr', 'documents.download', { name: 'cahier.pdf', version: 'v1.0' }),
    })
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('cahier.pdf');
  expect(fs.readFileSync((await file.path())!).equals(pdf('v1'))).toBe(true);

  // The director, her thread closed (a modal hides the page behind it), sees the document
  // count change live on her card.
  await thread.getByRole('button', { name: c.close }).click();
  await expect(thread).toBeHidden();
  await expect(cardOf(page)).toContainText(
    translate('fr', 'demandes.products.documentCount', { count: '1' }),
  );
  await leaContext.close();
});
