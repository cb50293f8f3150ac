/** Records shaped like the server's answers, and a fetch double, for the quotations tests. */
import type { ExtractedField, ExtractionJob, QuotationExtraction } from '@comptoir/core/modules/extraction';
import type { Quotation, QuotationList } from '@comptoir/core/modules/quotations';
import { json, stubFetch } from '@/test/utils';

export const DEMANDE_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const PRODUCT_ID = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
export const JOB_ID = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
/** The request's other product. */
export const OTHER_ID = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

/** What a quotation dialog is opened for: the request, its product, and the products a line may be linked to. */
export const DIALOG_TARGET = {
  requestedProductId: PRODUCT_ID,
  demandeId: DEMANDE_ID,
  requestedProducts: [
    { id: PRODUCT_ID, name: 'Ampoule E27' },
    { id: OTHER_ID, name: 'Douille' },
  ],
};

export const Q1 = '11111111-0000-4000-8000-000000000001';
export const Q2 = '11111111-0000-4000-8000-000000000002';
export const Q3 = '11111111-0000-4000-8000-000000000003';

export function makeQuotation(overrides: Partial<Quotation> = {}): Quotation {
  return {
    id: Q1,
    requestedProductId: PRODUCT_ID,
    demandeId: DEMANDE_ID,
    supplierId: null,
    supplierName: 'Lumitech SARL',
    contactPerson: 'Paul Durand',
    email: 'paul@lumitech.test',
    phone: '+33 1 23 45 67 89',
    quotationNumber: 'DEV-2026-014',
    totalPrice: '1200.00',
    currency: 'EUR',
    quantity: '500',
    unitPrice: '2.40',
    validUntil: '2026-06-30',
    status: 'pending',
    priority: 'medium',
    submittedDate: '2026-02-01T10:00:00.000Z',
    deliveryTime: '15 jours',
    paymentTerms: '30 jours net',
    rating: 4,
    notes: '',
    documents: [],
    lines: [],
    extractedByAI: false,
    aiConfidence: null,
    converted: { amount: '1200.00', currency: 'EUR', rate: '1', rateDate: null, source: null },
    convertedUnitPrice: '2.40',
    isBestPrice: false,
    createdAt: '2026-02-01T10:00:00.000Z',
    updatedAt: '2026-02-01T10:00:00.000Z',
    ...overrides,
  };
}

/** Three quotations: a pending one in EUR, an approved AI one in USD (the best price), a rejected one in GBP without rate. */
export function threeQuotations(): Quotation[] {
  return [
    makeQuotation(),
    makeQuotation({
      id: Q2,
      supplierName: 'Shenzhen Bright Co.',
      quotationNumber: 'Q-88',
      totalPrice: '1150.00',
      currency: 'USD',
      unitPrice: '2.30',
      status: 'approved',
      deliveryTime: '6 semaines',
      validUntil: '2026-09-30',
      rating: 5,
      extractedByAI: true,
      aiConfidence: 0.82,
      converted: {
        amount: '1058.00',
        currency: 'EUR',
        rate: '0.9200',
        rateDate: '2026-02-03',
        source: 'ECB',
      },
      convertedUnitPrice: '2.12',
      isBestPrice: true,
      documents: [
        {
          id: '22222222-0000-4000-8000-000000000001',
          name: 'devis-bright.pdf',
          type: 'pdf',
          size: 1572864,
          uploadDate: '2026-02-03T10:00:00.000Z',
          url: `/api/quotations/${Q2}/documents/22222222-0000-4000-8000-000000000001`,
        },
      ],
    }),
    makeQuotation({
      id: Q3,
      supplierName: 'British Lamps Ltd',
      totalPrice: '990.00',
      currency: 'GBP',
      status: 'rejected',
      converted: null,
      convertedUnitPrice: null,
      rating: null,
      deliveryTime: 'à convenir',
    }),
  ];
}

export function makeList(items: Quotation[], stats: Partial<QuotationList['stats']> = {}): QuotationList {
  return {
    items,
    baseCurrency: 'EUR',
    requestedProducts: [{ id: PRODUCT_ID, name: 'Ampoule E27' }],
    stats: {
      total: items.length,
      pending: items.filter((q) => q.status === 'pending').length,
      bestPrice: { amount: '1058.00', currency: 'EUR', quotationId: Q2 },
      average: { amount: '1129.00', currency: 'EUR' },
      ...stats,
    },
  };
}

const field = (
  value: string | null,
  confidence: number,
  source: ExtractedField['source'] = null,
): ExtractedField => ({
  value,
  confidence,
  source,
});

export function makeExtraction(): QuotationExtraction {
  const none = field(null, 0);
  return {
    kind: 'quotation',
    supplierName: field('Lumière & Co', 0.95, { method: 'text', page: 1, text: 'Lumière & Co — Devis' }),
    contactPerson: field('Claire Petit', 0.75, { method: 'text', page: 1, text: 'Contact : Claire Petit' }),
    email: field('claire@lumiere.test', 0.93, { method: 'text', page: 1, text: 'claire@lumiere.test' }),
    phone: none,
    quotationNumber: field('COT-2026-77', 0.91, { method: 'text', page: 1, text: 'Devis n° COT-2026-77' }),
    totalPrice: field('1530.00', 0.6, { method: 'text', page: 2, text: 'Total HT 1 530,00 €' }),
    currency: field('EUR', 0.9, { method: 'text', page: 2, text: '€' }),
    validUntil: field('2026-04-30', 0.8, { method: 'text', page: 1, text: 'Valable jusqu’au 30/04/2026' }),
    deliveryTime: field('3 semaines', 0.72, null),
    paymentTerms: field('30 jours fin de mois', 0.7, { method: 'spreadsheet', sheet: 'Devis', cell: 'B12' }),
    products: [
      {
        name: field('Ampoule E27 9 W', 0.9, null),
        description: none,
        quantity: field('600', 0.9, null),
        unit: field('pièces', 0.8, null),
        unitPrice: field('2.55', 0.85, null),
        totalPrice: field('1530.00', 0.85, null),
        specifications: none,
      },
    ],
    additionalInfo: {
      warranty: field('2 ans', 0.8, null),
      certifications: { value: ['CE', 'RoHS'], confidence: 0.9, source: null },
      origin: none,
      leadTime: none,
      minimumOrder: none,
    },
    confidence: 0.84,
  };
}

export function makeJob(overrides: Partial<ExtractionJob> = {}): ExtractionJob {
  return {
    id: JOB_ID,
    kind: 'quotation',
    fileName: 'devis-lumiere.pdf',
    fileType: 'pdf',
    size: 20480,
    status: 'processing',
    method: null,
    result: null,
    errorMessage: null,
    processingTimeMs: null,
    confidence: null,
    progress: { step: 'Lecture du texte', percent: 40 },
    previews: [],
    createdAt: '2026-02-05T10:00:00.000Z',
    ...overrides,
  };
}

/** fetch by 'METHOD /path' (FormData bodies kept as they are): the quotation screens' tests sign no one in. */
export { json as jsonResponse, stubFetch as mockFetch };
