import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { PurchaseOrderDetail } from '@comptoir/core/modules/purchases-api';
import { useFixture } from '../../../test/fixture';
import { expectNo500ForRawBodies } from '../../../test/fuzz';
import { auditEntries } from '../../platform/testing';
import { UNKNOWN_ID, expectPdfWith, expectStatus } from '../orders/testing';
import { draftBody, sentOrder, setupPurchases } from './testing';

const f = useFixture(setupPurchases);

const act = (id: string, action: string) => f.call('POST', `/api/purchases/${id}/actions/${action}`);
/** A sent order of two lines: 10,000 buttons and 2.5 zippers. */
const sent = () => sentOrder(f);
const receive = (id: string, body: unknown, cookie = f.users.manager.cookie) =>
  f.call('POST', `/api/purchases/${id}/receipts`, body, cookie);
const lineOf = (order: PurchaseOrderDetail, i: number) => order.lines[i]!.id;

describe('purchase receipts', () => {
  it('records receipts: partial, then with rejects, then complete; quantities per line; status; audit', async () => {
    const order = await sent();
    const [buttons, zippers] = [lineOf(order, 0), lineOf(order, 1)];
    const first = expectStatus(
      await receive(order.id, {
        date: '2026-11-20',
        notes: 'Premier carton',
        lines: [{ orderLineId: buttons, received: '6000', rejected: '150', rejectionReason: 'Rayures' }],
      }),
      201,
    );
    expect(first.message).toBe('Réception enregistrée.');
    const one = first.purchaseOrder as PurchaseOrderDetail;
    expect(one.status).toBe('partially_received');
    expect(one.lines[0]).toMatchObject({
      received: '6000',
      rejected: '150',
      accepted: '5850',
      remaining: '4150',
    });
    expect(one.lines[1]).toMatchObject({ received: '0', accepted: '0', remaining: '2.5' });
    expect(one.receipts).toHaveLength(1);
    expect(one.receipts[0]).toMatchObject({
      position: 1,
      date: '2026-11-20',
      notes: 'Premier carton',
      lines: [
        {
          orderLineId: buttons,
          received: '6000',
          rejected: '150',
          accepted: '5850',
          rejectionReason: 'Rayures',
        },
      ],
    });
    // The rest of both lines: the order is received.
    const second = expectStatus(
      await receive(order.id, {
        date: '2026-11-25',
        lines: [
          { orderLineId: zippers, received: '2.5' },
          { orderLineId: buttons, received: '4150' },
        ],
      }),
      201,
    ).purchaseOrder as PurchaseOrderDetail;
    expect(second.status).toBe('received');
    expect(second.lines.map((l) => l.remaining)).toEqual(['0', '0']);
    expect(second.receipts.map((r) => r.position)).toEqual([1, 2]);
    // A receipt's lines come in the order's line order.
    expect(second.receipts[1]!.lines.map((l) => l.orderLineId)).toEqual([buttons, zippers]);
    expect((await auditEntries(f.db, 'purchase_order.receipt', order.id)).length).toBe(2);
    // Received orders close; closed ones take no more receipts, nor lose any.
    expect(expectStatus(await act(order.id, 'close'), 200).purchaseOrder.status).toBe('closed');
    const late = await receive(order.id, {
      date: '2026-11-26',
      lines: [{ orderLineId: buttons, received: '1' }],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(
      "Une réception ne s'enregistre que sur un bon de commande envoyé, confirmé, en cours de réception ou reçu (statut : Clôturée).",
    );
    const undo = await f.call('DELETE', `/api/purchases/${order.id}/receipts/${second.receipts[0]!.id}`);
    expect(undo.statusCode).toBe(409);
  });

  it('removes a receipt recorded by mistake: the status goes back, audited; 404 for a receipt of another order', async () => {
    const order = await sent();
    expect(expectStatus(await act(order.id, 'confirm'), 200).purchaseOrder.status).toBe('confirmed');
    const body = { date: '2026-11-20', lines: [{ orderLineId: lineOf(order, 0), received: '10' }] };
    const received = expectStatus(await receive(order.id, body), 201).purchaseOrder as PurchaseOrderDetail;
    expect(received.status).toBe('partially_received');
    const other = await sent();
    const elsewhere = await f.call(
      'DELETE',
      `/api/purchases/${other.id}/receipts/${received.receipts[0]!.id}`,
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().error.message).toBe('Réception introuvable sur ce bon de commande.');
    const removed = await f.call('DELETE', `/api/purchases/${order.id}/receipts/${received.receipts[0]!.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe('Réception supprimée.');
    expect(removed.json().purchaseOrder).toMatchObject({ status: 'confirmed', receipts: [] });
    expect(removed.json().purchaseOrder.lines[0]).toMatchObject({ received: '0', remaining: '10000' });
    expect((await auditEntries(f.db, 'purchase_order.receipt_removed', order.id)).length).toBe(1);
  });

  it('refuses bad receipts in French, writing nothing', async () => {
    const order = await sent();
    const other = await sent();
    const buttons = lineOf(order, 0);
    const cases: [unknown, string][] = [
      [
        {
          date: '2026-11-20',
          lines: [{ orderLineId: buttons, received: '5', rejected: '6', rejectionReason: 'x' }],
        },
        'rejected',
      ],
      [{ date: '2026-11-20', lines: [{ orderLineId: buttons, received: '5', rejected: '1' }] }, 'reason'],
      [{ date: '2026-11-20', lines: [{ orderLineId: lineOf(other, 0), received: '5' }] }, 'foreign'],
      [{ date: '2026-11-20', lines: [{ orderLineId: UNKNOWN_ID, received: '5' }] }, 'foreign'],
      [{ date: '2026-11-20', lines: [] }, 'empty'],
      [{ date: '2026-11-20', lines: [{ orderLineId: buttons, received: '0' }] }, 'empty'],
      [{ date: '2026-02-30', lines: [{ orderLineId: buttons, received: '1' }] }, 'date'],
      [
        {
          date: '2026-11-20',
          lines: [
            { orderLineId: buttons, received: '1' },
            { orderLineId: buttons, received: '2' },
          ],
        },
        'duplicate',
      ],
    ];
    const messages: string[] = [];
    for (const [body, label] of cases) {
      const res = await receive(order.id, body);
      expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
      messages.push(res.json().error.message as string);
    }
    expect(messages[2]).toBe("Ligne 1 : cette ligne n'appartient pas au bon de commande.");
    for (const m of messages) expect(m).toMatch(/[a-zé]/);
    const after = expectStatus(await f.call('GET', `/api/purchases/${order.id}`), 200) as PurchaseOrderDetail;
    expect(after.receipts).toEqual([]);
    expect(after.status).toBe('sent');
    // A draft takes no receipt (409).
    const draft = expectStatus(await f.call('POST', '/api/purchases', draftBody(f)), 201)
      .purchaseOrder as PurchaseOrderDetail;
    const onDraft = await receive(draft.id, {
      date: '2026-11-20',
      lines: [{ orderLineId: lineOf(draft, 0), received: '1' }],
    });
    expect(onDraft.statusCode).toBe(409);
  });

  it('numbers receipts recorded at once consecutively', async () => {
    const order = await sent();
    const body = { date: '2026-11-20', lines: [{ orderLineId: lineOf(order, 0), received: '100' }] };
    const results = await Promise.all(Array.from({ length: 6 }, () => receive(order.id, body)));
    for (const r of results) expect(r.statusCode, r.body).toBe(201);
    const detail = expectStatus(
      await f.call('GET', `/api/purchases/${order.id}`),
      200,
    ) as PurchaseOrderDetail;
    expect(detail.receipts.map((r) => r.position)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(detail.lines[0]!.accepted).toBe('600');
  });

  it("hides another company's order (404), lets a viewer read receipts but not record them (403)", async () => {
    const order = await sent();
    const body = { date: '2026-11-20', lines: [{ orderLineId: lineOf(order, 0), received: '1' }] };
    expect((await receive(order.id, body, f.users.managerB.cookie)).statusCode).toBe(404);
    expect((await receive(order.id, body, f.users.viewer.cookie)).statusCode).toBe(403);
    expect((await receive(order.id, body, f.users.outsider.cookie)).statusCode).toBe(403);
    const done = expectStatus(await receive(order.id, body), 201).purchaseOrder as PurchaseOrderDetail;
    const url = `/api/purchases/${order.id}/receipts/${done.receipts[0]!.id}`;
    expect((await f.call('DELETE', url, undefined, f.users.managerB.cookie)).statusCode).toBe(404);
    expect((await f.call('DELETE', url, undefined, f.users.viewer.cookie)).statusCode).toBe(403);
    const read = await f.call('GET', `/api/purchases/${order.id}`, undefined, f.users.viewer.cookie);
    expect(read.json().receipts).toHaveLength(1);
  });

  it('never answers 500 to fuzzed receipt bodies', async () => {
    const order = await sent();
    const line = fc.record(
      {
        orderLineId: fc.oneof(fc.constant(lineOf(order, 0)), fc.uuid(), fc.string()),
        received: fc.oneof(fc.string(), fc.integer(), fc.double(), fc.constant('99999999999.999')),
        rejected: fc.oneof(fc.string(), fc.integer(), fc.constant('1')),
        rejectionReason: fc.oneof(fc.string(), fc.constant('\u0000'), fc.constant(null)),
      },
      { requiredKeys: [] },
    );
    const body = fc.oneof(
      fc.anything(),
      fc.record(
        {
          date: fc.oneof(fc.string(), fc.constant('2026-11-20'), fc.constant('2026-02-29')),
          notes: fc.oneof(fc.string(), fc.constant(null)),
          lines: fc.oneof(fc.array(line, { maxLength: 3 }), fc.anything()),
        },
        { requiredKeys: [] },
      ),
    );
    await expectNo500ForRawBodies(
      f.ctx.app,
      [{ method: 'POST', url: `/api/purchases/${order.id}/receipts` }],
      body,
      f.users.manager.cookie,
      150,
    );
  });
});

describe('purchase orders: export', () => {
  it("exports the filtered list as csv and xlsx, in French, only the user's companies", async () => {
    const order = await sent();
    const csv = await f.call('GET', '/api/purchases/export?format=csv&status=sent&sort=number&order=asc');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(
      /bons-de-commande-fournisseurs-\d{4}-\d{2}-\d{2}\.csv/,
    );
    const text = csv.rawPayload.toString('utf8');
    expect(text.split('\r\n')[0]).toBe(
      '\ufeffNuméro;Statut;Fournisseur;Entreprise;Contact;Incoterm;Date souhaitée;Devise;Total HT;Payé;Envoyé le;Notes',
    );
    expect(text).toContain(`${order.number};Envoyée;Ningbo Buttons Co.;`);
    expect(text).toContain(';FOB Ningbo;2026-12-15;CNY;405.86;0.00;');
    // Drafts are filtered out by the status; company B's manager sees none of company A's orders.
    expect(text).not.toContain(';Brouillon;');
    const other = await f.call('GET', '/api/purchases/export?format=csv', undefined, f.users.managerB.cookie);
    expect(other.rawPayload.toString('utf8').trim().split('\r\n')).toHaveLength(1);
    const xlsx = await f.call('GET', '/api/purchases/export?format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await f.call('GET', '/api/purchases/export?format=pdf')).statusCode).toBe(400);
    expect(
      (await f.call('GET', '/api/purchases/export?format=csv', undefined, f.users.outsider.cookie))
        .statusCode,
    ).toBe(403);
  });
});

describe('purchase orders: PDF', () => {
  it("prints in the supplier's language (Chinese for a Chinese supplier), or the one asked for", async () => {
    const order = await sent();
    const zh = await f.call('GET', `/api/purchases/${order.id}/pdf`);
    expect(zh.headers['content-disposition']).toContain(`purchase-order-${order.number}.pdf`);
    await expectPdfWith(zh, [
      '采购订单',
      order.number!,
      '供应商',
      'Ningbo Buttons Co.',
      '付款条件',
      'FOB Ningbo',
    ]);
    await expectPdfWith(await f.call('GET', `/api/purchases/${order.id}/pdf?language=fr`), [
      'BON DE COMMANDE FOURNISSEUR',
      'FOURNISSEUR Ningbo Buttons Co. Contact : Mme Li',
      'Incoterm FOB Ningbo (Incoterms 2020)',
      'Bouton nacre 15 mm',
      '10 000',
      'Acompte : 30 % soit',
      'Montants en CNY, hors taxes',
    ]);
    await expectPdfWith(await f.call('GET', `/api/purchases/${order.id}/pdf?language=en`), [
      'PURCHASE ORDER',
      'Payment terms',
    ]);
    expect((await f.call('GET', `/api/purchases/${order.id}/pdf?language=de`)).statusCode).toBe(400);
    expect(
      (await f.call('GET', `/api/purchases/${order.id}/pdf`, undefined, f.users.managerB.cookie)).statusCode,
    ).toBe(404);
  });
});
