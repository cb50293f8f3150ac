/**
 * Issue 19: quotes, purchase orders and invoices whose client, company, title and lines are written in every
 * script; the PDF's text holds every name intact (no '?').
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings } from '../../db/schema/index';
import { createCompany, createUser } from '../../db/seed/factories';
import { signIn } from '../../../test/helpers';
import { SCRIPT_NAMES } from '../../../test/scripts';
import { ISSUER_SETTING_KEY } from '../sales/issuer';
import { day, expectStatus, insertClient, pdfText, setupSales, type SalesFixture } from '../orders/testing';

let f: SalesFixture;
let call: (method: 'GET' | 'POST', url: string, payload?: unknown) => ReturnType<SalesFixture['call']>;
let clientId: string;

const N = SCRIPT_NAMES;
const items = Object.values(N).map((name, i) => ({
  productName: `${name} TWS-${200 + i}`,
  description: i % 2 ? N.greek : N.korean,
  quantity: i + 1,
  unitPrice: '12.50',
}));

beforeAll(async () => {
  f = await setupSales();
  const company = await createCompany(f.db, N.chineseSimplified);
  const client = await insertClient(f.db, company.id, {
    name: '王伟',
    address: `${N.cyrillic}\n${N.hebrew}\n${N.arabic}`,
  });
  clientId = client.id;
  const user = await createUser(f.db, {
    role: 'Manager',
    modules: ['quotes', 'orders', 'invoices'],
    companyIds: [company.id],
  });
  const cookie = await signIn(f.ctx.app, user.email, user.password);
  call = (method, url, payload) => f.call(method, url, payload, cookie);
  await f.db
    .insert(appSettings)
    .values({
      key: ISSUER_SETTING_KEY,
      value: { name: `Comptoir ${N.chineseTraditional}`, address: N.japanese },
    })
    .onConflictDoUpdate({
      target: appSettings.key,
      set: { value: { name: `Comptoir ${N.chineseTraditional}`, address: N.japanese } },
    });
});
afterAll(async () => {
  await f?.ctx.close();
});

function expectNames(text: string, person = true) {
  for (const name of [...(person ? ['王伟'] : []), ...Object.values(N)]) {
    expect(text, name).toContain(name);
  }
  // The issuer's name may wrap in the header (a line break reads as a space).
  expect(text.replace(/ /g, '')).toContain(`Comptoir${N.chineseTraditional}`);
  // Left-to-right product names whole; a right-to-left one reads in visual order ('TWS-207 شركة…').
  for (const [i, item] of items.entries()) {
    const name = Object.values(N)[i]!;
    const rtl = name === N.arabic || name === N.hebrew;
    expect(text, item.productName).toContain(rtl ? `TWS-${200 + i} ${name}` : item.productName);
  }
  expect(text).not.toContain('?');
}

describe('documents in every script', () => {
  it('a quote', async () => {
    const res = await call('POST', '/api/quotes', {
      title: '蓝牙耳机 Écouteurs',
      clientId,
      validUntil: day(30),
      notes: `${N.arabic}\n${N.hebrew} 😀 ✓`,
      items,
    });
    const quote = expectStatus(res, 201).quote as { id: string };
    const pdf = await call('GET', `/api/quotes/${quote.id}/pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expectNames(text);
    expect(text).toContain('Objet : 蓝牙耳机 Écouteurs');
    expect(text).toContain('😀');
  });

  it('a purchase order', async () => {
    const res = await call('POST', '/api/orders', { clientId, notes: N.hebrew, items });
    const order = expectStatus(res, 201).order as { id: string };
    const pdf = await call('GET', `/api/orders/${order.id}/pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expectNames(await pdfText(pdf.rawPayload));
  });
});

describe('invoices in every script', () => {
  it('a draft invoice', async () => {
    const res = await call('POST', '/api/invoices', {
      clientId,
      notes: `${N.arabic} ${N.hebrew}`,
      items: items.map((i) => ({
        description: i.productName,
        quantity: i.quantity,
        unitPrice: i.unitPrice,
        taxRate: '20',
      })),
    });
    const invoice = expectStatus(res, 201).invoice as { id: string };
    const pdf = await call('GET', `/api/invoices/${invoice.id}/pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    // An invoice's party is the client's company (深圳华强电子有限公司), not the person.
    expectNames(await pdfText(pdf.rawPayload), false);
  });
});
