/** Records shaped like the server's answers, for the demandes tests. */
import type { Demande, DemandeDetail, MemberRef } from '@comptoir/core/modules/demandes';

export const MEMBERS: MemberRef[] = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Léa Moreau',
    email: 'lea@comptoir.test',
    department: 'Sourcing',
    userId: '4b1c8f5e-8d5a-4f53-9a43-0f3f3f6b2a11',
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    name: 'Sophie Martin',
    email: 'sophie@comptoir.test',
    department: 'Sourcing',
    userId: null,
  },
  {
    id: '33333333-3333-4333-8333-333333333333',
    name: 'Thomas Dubois',
    email: 'thomas@comptoir.test',
    department: 'Sourcing',
    userId: null,
  },
  {
    id: '44444444-4444-4444-8444-444444444444',
    name: 'Julie Lefèvre',
    email: 'julie@comptoir.test',
    department: 'Sourcing',
    userId: null,
  },
  {
    id: '55555555-5555-4555-8555-555555555555',
    name: 'Marc Lambert',
    email: 'marc@comptoir.test',
    department: 'Direction',
    userId: null,
  },
];

export const DEMANDE_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

export function makeDemande(overrides: Partial<Demande> = {}): Demande {
  return {
    id: DEMANDE_ID,
    title: 'Lampes LED pour hôtel',
    description: 'Éclairage de 120 chambres',
    category: 'Électronique',
    priority: 'high',
    status: 'pending',
    deadline: '2026-03-15',
    client: 'Hôtel du Port',
    clientId: null,
    budget: '10 000 €',
    location: 'Europe',
    tags: ['led', 'hôtel'],
    orderReference: null,
    createdBy: { id: '4b1c8f5e-8d5a-4f53-9a43-0f3f3f6b2a11', name: 'Léa Moreau' },
    assignees: MEMBERS.slice(0, 2),
    productCount: 1,
    commentCount: 0,
    canComment: true,
    isDemo: false,
    createdAt: '2026-01-10T09:00:00.000Z',
    updatedAt: '2026-01-10T09:00:00.000Z',
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<DemandeDetail> = {}): DemandeDetail {
  return {
    ...makeDemande(),
    products: [
      {
        id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
        name: 'Ampoule E27',
        description: 'Blanc chaud',
        quantity: '500 pièces',
        specifications: '9 W, 2700 K',
        images: [],
        documents: [
          {
            id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
            name: 'fiche.pdf',
            type: 'document',
            mime: 'application/pdf',
            size: 1572864,
            url: `/api/demandes/${DEMANDE_ID}/products/bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb/files/cccccccc-cccc-4ccc-8ccc-cccccccccccc`,
            createdAt: '2026-01-10T09:00:00.000Z',
          },
        ],
        messageCount: 3,
        lastMessageTime: '2026-01-11T09:00:00.000Z',
        hasUnreadMessages: true,
        quotationCount: 2,
        bestPrice: { amount: '1234.50', currency: 'EUR' },
        documentCount: 1,
      },
    ],
    ...overrides,
  };
}

/** A request's requested product, as the panels opened on it (conversation, documents) take it. */
export const ON_PRODUCT = {
  demandeId: '11111111-1111-4111-8111-111111111111',
  product: { id: '22222222-2222-4222-8222-222222222222', name: 'Lampe LED' },
};

/** The URL of the requested product's `part` ('messages', 'documents'). */
export const onProductUrl = (part: string) =>
  `/api/demandes/${ON_PRODUCT.demandeId}/products/${ON_PRODUCT.product.id}/${part}`;
