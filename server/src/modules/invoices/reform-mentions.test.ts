/**
 * The four mentions of France's 2026 e-invoicing reform (issue 27 §2, decision 0031): the buyer's
 * SIREN, the delivery address, the nature of the operation and the option for VAT on debits, on
 * the PDF and, where EN 16931 has a field, in the CII and UBL, both valid.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { productSearchText } from '@comptoir/core/modules/catalogue';
import { products } from '../../db/schema/index';
import { failures, judge, VALIDATOR_REQUIRED } from '../../platform/einvoice/testing';
import { stopEInvoiceValidator, validatorUnavailable } from '../../platform/einvoice/validate';
import { expectPdfWith, expectStatus } from '../orders/testing';
import { eInvoiceData, toCii } from './facturx';
import { eInvoiceParties } from './pdf';
import { IDENTITY, setupInvoices } from './testing';
import { useFixture } from '../../../test/fixture';

afterAll(() => stopEInvoiceValidator());

const f = useFixture(async () => {
  const fixture = await setupInvoices({}, { identity: null });
  const saved = await fixture.call(
    'PUT',
    '/api/settings/company',
    { ...IDENTITY, vatOnDebits: true },
    fixture.users.admin.cookie,
  );
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json().identity.vatOnDebits).toBe(true);
  return fixture;
});

/** PATCH /api/companies/:id by the super administrator (the invoices users have no clients module). */
const patchCompany = (body: Record<string, unknown>) =>
  f.call('PATCH', `/api/companies/${f.companyA.id}`, body, f.users.superAdmin.cookie);

const COMPANY = {
  siren: '732 829 320',
  siret: '732 829 320 00074',
  address: '8 avenue du Port\n13002 Marseille',
  vatNumber: 'FR44732829320',
};

const DELIVERY = 'Entrepôt Sud\nZI des Paluds\n13400 Aubagne';

async function product() {
  const [row] = await f.db
    .insert(products)
    .values({
      reference: 'TOLE-2MM',
      name: 'Tôle galvanisée 2 mm',
      category: 'Métal',
      price: '830.10',
      currency: 'EUR',
      searchText: productSearchText({ name: 'Tôle galvanisée 2 mm', reference: 'TOLE-2MM', description: '' }),
    })
    .returning();
  return row!;
}

describe('the client company’s SIREN and SIRET', () => {
  it('refuses a SIREN or SIRET with a wrong check digit, in French', async () => {
    const bad = await patchCompany({
      siren: '732829321',
      siret: '73282932000075',
    });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().error.fields).toEqual({
      siren: 'SIREN invalide : 9 chiffres avec une clé de contrôle correcte.',
      siret: 'SIRET invalide : 14 chiffres avec une clé de contrôle correcte.',
    });
    const other = await patchCompany({ siret: '55210055400013' });
    expect(other.statusCode).toBe(200);
    const mismatch = await patchCompany({ siren: '732 829 320' });
    expect(mismatch.statusCode, mismatch.body).toBe(400);
    expect(mismatch.json().error.fields).toEqual({
      siret: 'Le SIRET doit commencer par le SIREN de la société.',
    });
    const good = await patchCompany(COMPANY);
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().company).toMatchObject({ siren: '732829320', siret: '73282932000074' });
  });
});

describe('an invoice with the four mentions', () => {
  it('derives the nature from the lines, lets it be chosen, and keeps the delivery address', async () => {
    const p = await product();
    const goods = { productId: p.id, description: p.name, quantity: '2', unitPrice: '830.10', taxRate: '20' };
    const service = { description: 'Découpe laser', quantity: '1', unitPrice: '150', taxRate: '20' };
    const draft = expectStatus(
      await f.call('POST', '/api/invoices', { clientId: f.clientA.id, items: [goods] }),
      201,
    ).invoice;
    expect(draft).toMatchObject({
      operationNature: null,
      effectiveOperationNature: 'goods',
      deliveryAddress: null,
    });
    const services = expectStatus(
      await f.call('PATCH', `/api/invoices/${draft.id}`, { items: [service] }),
      200,
    ).invoice;
    expect(services.effectiveOperationNature).toBe('services');
    const chosen = expectStatus(
      await f.call('PATCH', `/api/invoices/${draft.id}`, {
        items: [goods, service],
        operationNature: 'goods',
        deliveryAddress: DELIVERY,
      }),
      200,
    ).invoice;
    expect(chosen).toMatchObject({
      operationNature: 'goods',
      effectiveOperationNature: 'goods',
      deliveryAddress: DELIVERY,
    });
    const derived = expectStatus(
      await f.call('PATCH', `/api/invoices/${draft.id}`, { operationNature: null }),
      200,
    ).invoice;
    expect(derived.effectiveOperationNature).toBe('mixed');
    expect(
      expectStatus(await f.call('PATCH', `/api/invoices/${draft.id}`, { operationNature: 'both' }), 400),
    ).toBeTruthy();
  });

  it('prints them on the PDF and carries BT-47 and the deliver-to party in a valid CII and UBL', async () => {
    expect((await patchCompany(COMPANY)).statusCode).toBe(200);
    const p = (await f.db.select().from(products))[0] ?? (await product());
    const draft = expectStatus(
      await f.call('POST', '/api/invoices', {
        clientId: f.clientA.id,
        deliveryAddress: DELIVERY,
        items: [
          { productId: p.id, description: p.name, quantity: '2', unitPrice: '830.10', taxRate: '20' },
          { description: 'Découpe laser', quantity: '1', unitPrice: '150', taxRate: '20' },
        ],
      }),
      201,
    ).invoice;
    const issued = expectStatus(await f.call('POST', `/api/invoices/${draft.id}/issue`, {}), 200).invoice;
    // Frozen at issue: the party's identifiers and the nature the lines gave.
    expect(issued.party).toMatchObject({ siren: '732829320', siret: '73282932000074' });
    expect(issued.operationNature).toBe('mixed');
    await expectPdfWith(await f.call('GET', `/api/invoices/${issued.id}/pdf`), [
      'SIREN : 732829320',
      'Adresse de livraison',
      'ZI des Paluds',
      "Nature de l'opération : Mixte",
      "Option pour le paiement de la TVA d'après les débits",
    ]);

    const { seller, credited } = await eInvoiceParties(f.db, issued);
    expect(seller.vatOnDebits).toBe(true);
    const cii = await toCii(eInvoiceData(issued, seller, credited));
    const answer = await f.call('GET', `/api/invoices/${issued.id}/ubl`);
    expect(answer.statusCode, answer.body).toBe(200);
    const ubl = answer.body;
    expect(cii).toMatch(
      /<ram:BuyerTradeParty>[\s\S]*<ram:SpecifiedLegalOrganization>\s*<ram:ID schemeID="0002">732829320<\/ram:ID>/,
    );
    expect(cii).toMatch(/<ram:ShipToTradeParty>[\s\S]*<ram:CityName>Aubagne<\/ram:CityName>/);
    expect(cii).toMatch(
      /<ram:Content>Nature de l'opération : Mixte<\/ram:Content>\s*<ram:SubjectCode>AAI<\/ram:SubjectCode>/,
    );
    expect(cii).toMatch(
      /<ram:Content>Option pour le paiement de la TVA d'après les débits<\/ram:Content>\s*<ram:SubjectCode>TXD/,
    );
    // BT-8: VAT due at the invoice's date (UNTDID 2475 code 5 in CII, 2005 code 3 in UBL).
    expect(cii).toMatch(/<ram:DueDateTypeCode>5<\/ram:DueDateTypeCode>\s*<ram:RateApplicablePercent>/);
    expect(ubl).toMatch(/<cac:InvoicePeriod>\s*<cbc:DescriptionCode>3<\/cbc:DescriptionCode>/);
    expect(ubl).toMatch(
      /<cac:AccountingCustomerParty>[\s\S]*<cbc:CompanyID schemeID="0002">732829320<\/cbc:CompanyID>[\s\S]*<\/cac:AccountingCustomerParty>/,
    );
    expect(ubl).toMatch(
      /<cac:DeliveryLocation>\s*<cac:Address>[\s\S]*<cbc:PostalZone>13400<\/cbc:PostalZone>/,
    );
    expect(ubl).toContain(
      "<cbc:Note>Nature de l'opération : Mixte\nOption pour le paiement de la TVA d'après les débits</cbc:Note>",
    );
    if (VALIDATOR_REQUIRED || validatorUnavailable() === null) {
      expect(failures(await judge(cii, 'facturx'))).toEqual([]);
      expect(failures(await judge(ubl, 'ubl'))).toEqual([]);
    }
  }, 60_000);
});
