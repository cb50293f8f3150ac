/**
 * Sourcing requests (spec 001 §2, §4, §5, §8): from a team member's view, the operations director
 * creates a request with two products; assigns two members; the assigned sourcing specialist
 * comments (the director sees it arrive without reloading), then starts and completes it; the
 * super administrator, neither creator nor assigned, is refused the comment.
 */
import type { Page } from '@playwright/test';
import { pdfFromObjects } from '../../server/test/pdf-objects';
import {
  ACCOUNTS,
  expect,
  fr,
  signInAs,
  solidPng,
  test,
  translate,
  expectShown,
  recordBanners,
} from './helpers';

const d = fr.demandes;
const req = (label: string) => `${label} *`;

/** A real 32×24 PNG of one colour. */
const png = () => solidPng(32, 24, [200, 120, 30]);

/** A minimal valid PDF (one empty page). */
function pdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  return pdfFromObjects(objects);
}

interface Member {
  id: string;
  name: string;
  email: string;
  department: string;
  userId: string | null;
}

async function demandeMembers(page: Page): Promise<Member[]> {
  const res = await page.request.get('/api/demandes/members');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: Member[] }).items;
}

/**
 * The team members the test needs: the sourcing specialist (an account) and one other member
 * nobody signs in as. The demo team provides them; when it is not loaded, they are added through
 * the team API (the caller has the team module).
 */
async function ensureMembers(page: Page, tag: string): Promise<{ lea: Member; other: Member }> {
  const sourcing = ACCOUNTS.sourcing.email;
  let members = await demandeMembers(page);
  if (!members.some((m) => m.email.toLowerCase() === sourcing)) {
    const candidates = await page.request.get(
      `/api/team-members/candidates?q=${encodeURIComponent(sourcing)}`,
    );
    const user = ((await candidates.json()) as { items: { id: string; email: string }[] }).items.find(
      (c) => c.email.toLowerCase() === sourcing,
    );
    expect(user, 'the sourcing account is a team candidate').toBeTruthy();
    const added = await page.request.post('/api/team-members', {
      data: { userId: user!.id, department: 'Sourcing' },
    });
    // 409: a test running alongside added it first.
    expect([201, 409]).toContain(added.status());
  }
  const accounts: string[] = Object.values(ACCOUNTS).map((a) => a.email);
  if (!members.some((m) => !accounts.includes(m.email.toLowerCase()))) {
    const added = await page.request.post('/api/team-members', {
      data: {
        kind: 'person',
        name: `Partenaire ${tag}`,
        email: `partenaire-${tag}@example.test`,
        role: 'Acheteur',
        department: 'Sourcing',
      },
    });
    expect(added.status()).toBe(201);
  }
  members = await demandeMembers(page);
  const lea = members.find((m) => m.email.toLowerCase() === sourcing)!;
  const other = members.find((m) => !accounts.includes(m.email.toLowerCase()))!;
  return { lea, other };
}

test('a request from a member view: two products, assignment, live comments, refusal, start and complete', async ({
  page,
  browser,
}) => {
  // Three people signed in, uploads of forms, live updates: more than the default.
  test.setTimeout(180_000);
  const tag = `e2e${Date.now().toString(36)}`;
  const title = `Lampes ${tag}`;
  const comment = `Premiers prix reçus ${tag}`;

  // The operations director opens the sourcing specialist's requests.
  await signInAs(page, ACCOUNTS.operations);
  const { lea, other } = await ensureMembers(page, tag);
  await page.goto(`/demandes?member=${lea.id}`);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: translate('fr', 'demandes.memberTitle', { name: lea.name }),
    }),
  ).toBeVisible();

  // 'Nouvelle Demande' (team form): an empty save lists what is missing.
  await page.getByRole('button', { name: d.newRequest }).click();
  const dialog = page.getByRole('dialog', { name: d.newRequest });
  await expect(dialog.getByLabel(d.assignedTo, { exact: true })).toHaveValue(lea.name);
  await dialog.getByRole('button', { name: d.form.create }).click();
  await expect(dialog.getByText(d.validation.clientRequired)).toBeVisible();
  await expect(
    dialog.getByText(translate('fr', 'demandes.validation.productNameRequired', { n: '1' })),
  ).toBeVisible();

  await dialog.getByLabel(req(d.fields.client), { exact: true }).fill('Hôtel du Port (e2e)');
  await dialog.getByLabel(req(d.fields.title), { exact: true }).fill(title);
  await dialog
    .getByLabel(req(d.fields.description), { exact: true })
    .first()
    .fill('Éclairage de 120 chambres');
  await dialog.getByLabel(req(d.fields.category), { exact: true }).selectOption('Électronique');
  await dialog.getByLabel(req(d.fields.budget), { exact: true }).fill('10 000 - 15 000 €');
  await dialog.getByLabel(req(d.fields.location), { exact: true }).selectOption('Europe');
  await dialog.getByRole('button', { name: d.products.add }).click();
  const products = [
    { name: `Ampoule ${tag}`, description: 'E27 blanc chaud', quantity: '500 pièces' },
    { name: `Applique ${tag}`, description: 'Murale, laiton', quantity: '120 pièces' },
  ];
  for (const [i, product] of products.entries()) {
    const row = dialog.getByRole('group', {
      name: translate('fr', 'demandes.products.productN', { n: String(i + 1) }),
    });
    await row.getByLabel(req(d.products.name), { exact: true }).fill(product.name);
    await row.getByLabel(req(d.products.description), { exact: true }).fill(product.description);
    await row.getByLabel(req(d.products.quantity), { exact: true }).fill(product.quantity);
  }
  await dialog.getByRole('button', { name: d.form.create }).click();
  await expectShown(page, d.success.created);
  await expect(dialog).toBeHidden();

  // It is in the member's list; open it.
  await page.getByRole('searchbox', { name: d.filters.search }).fill(tag);
  // The search reaches the URL when typing pauses: a row opened before that is closed by it.
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
  const link = page.getByRole('link', { name: title });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(/[?&]id=[0-9a-f-]{36}/);
  const id = new URL(page.url()).searchParams.get('id')!;
  for (const product of products)
    await expect(page.getByRole('article', { name: product.name })).toBeVisible();
  await expect(page.getByRole('button', { name: d.actions.start })).toBeVisible();
  await expect(page.getByRole('button', { name: d.actions.complete })).toHaveCount(0);

  // Assign two members.
  await page.getByRole('button', { name: d.actions.assign }).click();
  const assign = page.getByRole('dialog', { name: d.actions.assign });
  await expect(assign.getByRole('checkbox', { name: lea.name })).toBeChecked();
  await assign.getByRole('checkbox', { name: other.name }).check();
  await assign.getByRole('button', { name: d.assign.save }).click();
  await expectShown(page, d.success.assigned);
  const assignees = page.getByRole('region', { name: d.fields.assignees });
  await expect(assignees).toContainText(lea.name);
  await expect(assignees).toContainText(other.name);

  // The assigned sourcing specialist comments, in a second browser.
  const leaContext = await browser.newContext({ locale: 'fr-FR' });
  const admin = await browser.newContext({ locale: 'fr-FR' });
  await recordBanners(leaContext);
  try {
    const leaPage = await leaContext.newPage();
    await signInAs(leaPage, ACCOUNTS.sourcing);
    await leaPage.goto(`/demandes?id=${id}`);
    await expect(leaPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const box = leaPage.getByRole('textbox', { name: d.comments.label });
    await expect(box).toBeEnabled();
    await box.fill(comment);
    await box.press('Control+Enter');
    await expect(leaPage.getByRole('list', { name: d.comments.title })).toContainText(comment);
    await expect(box).toHaveValue('');

    // The director's page shows it without reloading (server-sent events).
    await expect(page.getByRole('list', { name: d.comments.title })).toContainText(comment);

    // Someone neither creator nor assigned sees why they cannot comment, and the server refuses.
    const adminPage = await admin.newPage();
    await signInAs(adminPage, ACCOUNTS.admin);
    await adminPage.goto(`/demandes?id=${id}`);
    await expect(adminPage.getByRole('list', { name: d.comments.title })).toContainText(comment);
    await expect(adminPage.getByRole('textbox', { name: d.comments.label })).toBeDisabled();
    await expect(adminPage.getByText(d.errors.commentForbidden)).toBeVisible();
    const refused = await adminPage.request.post(`/api/demandes/${id}/comments`, {
      data: { content: 'Bonjour' },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      d.errors.commentForbidden,
    );

    // The specialist starts, then completes the request.
    await leaPage.getByRole('button', { name: d.actions.start }).click();
    await expectShown(
      leaPage,
      translate('fr', 'demandes.success.status', { status: d.status['in-progress'] }),
    );
    await expect(leaPage.getByRole('button', { name: d.actions.start })).toHaveCount(0);
    await leaPage.getByRole('button', { name: d.actions.complete }).click();
    await expectShown(leaPage, translate('fr', 'demandes.success.status', { status: d.status.completed }));
    await expect(leaPage.getByRole('button', { name: d.actions.complete })).toHaveCount(0);
    await expect(leaPage.getByRole('button', { name: d.actions.cancel, exact: true })).toBeVisible();

    // The director's page follows live: completed, only 'Annuler' left.
    await expect(page.getByRole('button', { name: d.actions.start })).toHaveCount(0);
    await expect(page.getByRole('button', { name: d.actions.complete })).toHaveCount(0);
    await expect(page.getByText(d.status.completed, { exact: true }).first()).toBeVisible();
  } finally {
    await leaContext.close();
    await admin.close();
  }
});

test('the demandes screen: a request, a product with an image and a document, a comment with a file', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = `e2e${Date.now().toString(36)}`;
  const title = `Tissus ${tag}`;
  const product = `Coton bio ${tag}`;

  await signInAs(page, ACCOUNTS.sourcing);
  await page.goto('/demandes');
  await expect(page.getByRole('heading', { level: 1, name: d.title })).toBeVisible();

  // 'Nouvelle Demande': required fields first.
  await page.getByRole('button', { name: d.newRequest }).click();
  const dialog = page.getByRole('dialog', { name: d.newRequest });
  await dialog.getByLabel(req(d.fields.title), { exact: true }).fill(title);
  await dialog.getByRole('button', { name: d.form.create }).click();
  await expect(dialog.getByRole('alert')).toHaveText(d.validation.required);
  await dialog.getByLabel(req(d.fields.description), { exact: true }).fill('Échantillons de coton');
  await dialog.getByLabel(req(d.fields.category), { exact: true }).selectOption('Sourcing');
  await dialog.getByLabel(req(d.fields.deadline), { exact: true }).fill('2030-06-30');
  await dialog.getByLabel(d.fields.tags, { exact: true }).fill(`textile, ${tag}`);
  await dialog.getByRole('button', { name: d.form.create }).click();
  await expectShown(page, d.success.created);

  await page.getByRole('searchbox', { name: d.filters.search }).fill(tag);
  // The search reaches the URL when typing pauses: a row opened before that is closed by it.
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
  const item = page.getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText(d.noClient);
  await expect(item).toContainText('30/06/2030');
  await item.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Edit the request: it gets a client.
  await page.getByRole('button', { name: d.detail.edit, exact: true }).click();
  const edit = page.getByRole('dialog', { name: d.form.editTitle });
  await expect(edit.getByLabel(req(d.fields.title), { exact: true })).toHaveValue(title);
  await edit.getByLabel(d.fields.client, { exact: true }).fill('Maison Lumière (e2e)');
  await edit.getByRole('button', { name: d.form.save }).click();
  await expectShown(page, d.success.updated);
  await expect(page.getByRole('region', { name: d.detail.information })).toContainText(
    'Maison Lumière (e2e)',
  );

  // Add Product.
  await page.getByRole('button', { name: d.products.add }).click();
  const productDialog = page.getByRole('dialog', { name: d.products.addTitle });
  await productDialog.getByLabel(req(d.products.name), { exact: true }).fill(product);
  await productDialog.getByLabel(req(d.products.description), { exact: true }).fill('Jersey 180 g/m²');
  await productDialog.getByLabel(req(d.products.quantity), { exact: true }).fill('2 t');
  await productDialog.getByRole('button', { name: d.form.save }).click();
  await expectShown(page, d.success.productAdded);
  const card = page.getByRole('article', { name: product });
  await expect(card).toContainText(translate('fr', 'demandes.products.quantityValue', { quantity: '2 t' }));

  // Edit the product.
  await card
    .getByRole('button', { name: translate('fr', 'demandes.products.edit', { name: product }) })
    .click();
  const productEdit = page.getByRole('dialog', { name: d.products.editTitle });
  await productEdit.getByLabel(req(d.products.quantity), { exact: true }).fill('3 t');
  await productEdit.getByRole('button', { name: d.form.save }).click();
  await expectShown(page, d.success.productUpdated);
  await expect(card).toContainText(translate('fr', 'demandes.products.quantityValue', { quantity: '3 t' }));

  // Add Image, then Add Document.
  await card
    .getByRole('tab', { name: translate('fr', 'demandes.products.tabs.images', { count: '0' }) })
    .click();
  await card
    .getByLabel(d.products.images.add, { exact: true })
    .setInputFiles({ name: 'coton.png', mimeType: 'image/png', buffer: png() });
  await expect(
    card.getByRole('tab', { name: translate('fr', 'demandes.products.tabs.images', { count: '1' }) }),
  ).toBeVisible();
  const image = card.getByRole('img', { name: 'coton.png' });
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  // The Documents tab is the product's documents library (issue 13).
  const docs = fr.documents;
  await card
    .getByRole('tab', { name: translate('fr', 'demandes.products.tabs.documents', { count: '0' }) })
    .click();
  await card.getByRole('button', { name: docs.add }).click();
  const addForm = page.getByRole('dialog', { name: docs.form.title });
  await addForm
    .getByLabel(docs.form.files)
    .setInputFiles({ name: 'fiche.pdf', mimeType: 'application/pdf', buffer: pdf() });
  await addForm.getByLabel(docs.form.category).selectOption('Spécifications');
  await addForm.getByLabel(docs.form.description).fill('Fiche technique');
  await addForm.getByRole('button', { name: docs.form.save }).click();
  await expect(addForm).toBeHidden();
  const documentsTab = card.getByRole('tab', {
    name: translate('fr', 'demandes.products.tabs.documents', { count: '1' }),
  });
  await expect(documentsTab).toBeVisible();
  await expect(card).toContainText('Mo');
  // A file whose content is not what its name says is refused by the server.
  await card.getByRole('button', { name: docs.add }).click();
  await addForm
    .getByLabel(docs.form.files)
    .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('notes') });
  await addForm.getByLabel(docs.form.category).selectOption('Autre');
  await addForm.getByLabel(docs.form.description).fill('Notes');
  await addForm.getByRole('button', { name: docs.form.save }).click();
  await expect(addForm.getByRole('alert')).toContainText('notes.pdf');
  await addForm.getByRole('button', { name: docs.form.cancel }).first().click();

  // Delete the document, after the confirmation.
  await card
    .getByRole('button', { name: translate('fr', 'documents.delete', { name: 'fiche.pdf' }) })
    .click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(docs.confirmDeleteMessage);
  await confirm.getByRole('button', { name: docs.confirm }).click();
  await expectShown(page, docs.success.deleted);
  await expect(
    card.getByRole('tab', { name: translate('fr', 'demandes.products.tabs.documents', { count: '0' }) }),
  ).toBeVisible();

  // A comment by the creator, with an image.
  const composer = page.getByRole('textbox', { name: d.comments.label });
  await composer.fill(`Échantillon joint ${tag}`);
  await page
    .getByLabel(d.comments.attach, { exact: true })
    .setInputFiles({ name: 'echantillon.png', mimeType: 'image/png', buffer: png() });
  await page.getByRole('button', { name: d.comments.send }).click();
  const comments = page.getByRole('list', { name: d.comments.title });
  await expect(comments).toContainText(`Échantillon joint ${tag}`);
  const thumbnail = comments.getByRole('img', { name: 'echantillon.png' });
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
});

test("a request's client picked from the clients shows the request on the client's page (issue 30 §6)", async ({
  page,
}) => {
  const tag = `e2e${Date.now().toString(36)}`;
  const title = `Vaisselle ${tag}`;
  const clientName = 'Sophie Martin (démo)';

  await signInAs(page, ACCOUNTS.admin);
  await page.goto('/demandes');
  await page.getByRole('button', { name: d.newRequest }).click();
  const dialog = page.getByRole('dialog', { name: d.newRequest });
  await dialog.getByLabel(req(d.fields.title), { exact: true }).fill(title);
  await dialog.getByLabel(req(d.fields.description), { exact: true }).fill('Assiettes et plats');
  await dialog.getByLabel(req(d.fields.category), { exact: true }).selectOption('Sourcing');
  await dialog.getByLabel(req(d.fields.deadline), { exact: true }).fill('2030-09-30');
  // The client: typed, then picked from the list with the keyboard.
  const client = dialog.getByRole('combobox', { name: d.fields.client, exact: true });
  await client.pressSequentially('Sophie');
  // The list follows the text once typing pauses: then its first entry is the one wanted.
  const suggestions = dialog.getByRole('listbox', { name: d.form.clientSuggestions });
  await expect(suggestions.getByRole('option').first()).toContainText(clientName);
  await client.press('ArrowDown');
  await client.press('Enter');
  await expect(client).toHaveValue(clientName);
  await expect(dialog.getByText(d.form.clientExisting)).toBeVisible();
  await dialog.getByRole('button', { name: d.form.create }).click();
  await expectShown(page, d.success.created);

  // The client's page lists it, linked to the request.
  await page.goto(`/clients?q=${encodeURIComponent('Sophie Martin')}`);
  await page.getByRole('link', { name: clientName }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: clientName })).toBeVisible();
  const section = page.getByRole('region', { name: fr.clients.detail.demandes });
  await section.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
