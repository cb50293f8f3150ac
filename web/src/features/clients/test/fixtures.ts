import type {
  Client,
  ClientDetail,
  ClientHistoryResponse,
  Company,
  ListClientsResponse,
  VipSettings,
} from '@comptoir/core/modules/clients';
import { onePage } from '@/test/utils';

export const COMPANY_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const CLIENT_ID = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

export const company: Company = {
  id: COMPANY_ID,
  name: 'Hôtel du Port',
  industry: 'Hôtellerie',
  website: 'www.hotel-du-port.fr',
  address: '1 quai du Port, Marseille',
  vatNumber: 'FR12345678901',
  siren: null,
  siret: null,
  clientCount: 1,
  isDemo: false,
  createdAt: '2026-01-05T10:00:00.000Z',
};

export function makeClient(overrides: Partial<Client> = {}): Client {
  return {
    id: CLIENT_ID,
    name: 'Sophie Martin',
    email: 'sophie@hotel-du-port.fr',
    phone: '+33 4 91 12 34 56',
    address: '3 quai du Port',
    companyId: COMPANY_ID,
    companyName: 'Hôtel du Port',
    notes: 'Renouvelle son linge chaque printemps.',
    status: 'active',
    tags: ['hôtellerie'],
    zone: 'France',
    kind: 'vip',
    deleteBlockers: [],
    isDemo: false,
    createdAt: '2026-02-10T09:00:00.000Z',
    updatedAt: '2026-02-10T09:00:00.000Z',
    ...overrides,
  };
}

export const makeDetail = (overrides: Partial<Client> = {}): ClientDetail => ({
  ...makeClient(overrides),
  company,
});

export const listOf = (
  items: Client[],
  counters: Partial<ListClientsResponse['counters']> = {},
): ListClientsResponse => ({
  ...onePage(items),
  counters: { total: 12, active: 7, inactive: 2, pending: 3, vip: 4, prospects: 5, ...counters },
});

export const vipSettings: VipSettings = {
  threshold: { amount: '10000.00', currency: 'EUR' },
  windowMonths: 12,
  statuses: ['confirmed', 'shipped', 'delivered'],
  updatedAt: null,
  updatedBy: null,
};

export const companiesPage = { items: [company], total: 1, page: 1, pageSize: 100 };

export function makeHistory(overrides: Partial<ClientHistoryResponse> = {}): ClientHistoryResponse {
  return {
    orders: [
      {
        id: '0e0e0e0e-0000-4000-8000-000000000001',
        reference: 'CMD-2026-001',
        status: 'delivered',
        totalAmount: { amount: '12000.00', currency: 'EUR' },
        createdAt: '2026-03-01T10:00:00.000Z',
        expectedDeliveryDate: null,
        deliveryDate: '2026-03-10',
      },
    ],
    quotes: [
      {
        id: '0d0d0d0d-0000-4000-8000-000000000001',
        number: 'DEV-2026-004',
        title: 'Linge de lit',
        status: 'accepted',
        totalAmount: { amount: '14400.00', currency: 'EUR' },
        validUntil: '2026-04-01',
        createdAt: '2026-02-20T10:00:00.000Z',
      },
    ],
    ordersCount: 1,
    quotesCount: 1,
    analytics: {
      currency: 'EUR',
      totalOrders: 1,
      totalSpent: { amount: '12000.00', currency: 'EUR' },
      averageOrder: { amount: '12000.00', currency: 'EUR' },
      lastOrderAt: '2026-03-01T10:00:00.000Z',
      missingRates: [],
      rateDate: null,
      kind: 'vip',
      margin: {
        currency: 'EUR',
        from: '2025-11-30',
        to: '2026-11-29',
        revenue: '1300.00',
        cost: '740.00',
        margin: '260.00',
        marginPercent: '26.0',
        realRevenue: '1000.00',
        estimatedRevenue: '0.00',
        uncostedRevenue: '300.00',
      },
      vip: {
        qualifyingTotal: { amount: '12000.00', currency: 'EUR' },
        threshold: { amount: '10000.00', currency: 'EUR' },
        windowStart: '2025-03-15T00:00:00.000Z',
      },
    },
    ...overrides,
  };
}
