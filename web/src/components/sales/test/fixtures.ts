/** Test data and a fetch stub for the quote and order screens' tests. */
import { expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Product } from '@comptoir/core/modules/products';
import type { ClientRef, OrderDetail, QuoteDetail } from '@comptoir/core/modules/sales';
import type { SessionUser } from '@comptoir/core/modules/auth';
import { makeProduct } from '@/test/products';
import { openNewDialog } from '@/test/list';
import type { renderApp } from '@/test/utils';
import { json, stubSignedIn, type ApiCall, type ApiHandler } from '@/test/utils';

export const CLIENT: ClientRef = {
  id: '20000000-0000-4000-8000-000000000001',
  name: 'Sophie Martin',
  email: 'sophie@hotel-du-port.fr',
  phone: '+33 4 91 12 34 56',
  address: '3 quai du Port, 13002 Marseille',
  companyId: '30000000-0000-4000-8000-000000000001',
  companyName: 'Hôtel du Port',
};

export const PRODUCT: Product = makeProduct({
  id: '40000000-0000-4000-8000-000000000001',
  name: 'Drap en lin',
  reference: 'LIN-240',
  description: 'Drap 240 × 300, lin lavé',
  category: 'Textile',
  price: { amount: '45.00', currency: 'EUR' },
  quantity: 12,
});

/** The line the documents of these tests bill (two linen sheets at 45,00 €, 20 % VAT): its figures. */
export const LINE_AMOUNTS = {
  quantity: '2',
  unitPrice: '45.00',
  discount: '0',
  taxRate: '20',
  totalPrice: '90.00',
};
/** That line's VAT. */
export const LINE_VAT = [{ rate: '20', base: '90.00', amount: '18.00' }];

export const QUOTE_ID = '10000000-0000-4000-8000-000000000001';
export const ORDER_ID = '50000000-0000-4000-8000-000000000001';

export function quote(overrides: Partial<QuoteDetail> = {}): QuoteDetail {
  return {
    id: QUOTE_ID,
    number: 'DEV-2026-001',
    title: 'Linge de lit printemps',
    client: CLIENT,
    status: 'draft',
    validUntil: '2030-06-30',
    currency: 'EUR',
    taxRate: '20',
    subtotal: { amount: '90.00', currency: 'EUR' },
    discountAmount: { amount: '0.00', currency: 'EUR' },
    taxAmount: { amount: '18.00', currency: 'EUR' },
    totalAmount: { amount: '108.00', currency: 'EUR' },
    notes: 'Livraison avant avril',
    terms: null,
    paymentTerms: '30 jours net',
    sentAt: null,
    acceptedAt: null,
    rejectedAt: null,
    orderId: null,
    isDemo: false,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    items: [
      {
        id: '60000000-0000-4000-8000-000000000001',
        productId: PRODUCT.id,
        productName: 'Drap en lin',
        description: 'Drap 240 × 300',
        ...LINE_AMOUNTS,
        imageUrl: null,
      },
    ],
    vat: LINE_VAT,
    ...overrides,
  };
}

export function order(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: ORDER_ID,
    reference: 'CMD-2026-001',
    client: CLIENT,
    status: 'draft',
    subtotal: { amount: '90.00', currency: 'EUR' },
    discountAmount: { amount: '0.00', currency: 'EUR' },
    taxAmount: { amount: '18.00', currency: 'EUR' },
    totalAmount: { amount: '108.00', currency: 'EUR' },
    notes: null,
    assignedTo: null,
    expectedDeliveryDate: '2030-04-15',
    deliveryDate: null,
    quoteId: null,
    demandeId: null,
    isDemo: false,
    createdAt: '2026-03-02T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    items: [
      {
        id: '70000000-0000-4000-8000-000000000001',
        productId: PRODUCT.id,
        productName: 'Drap en lin',
        description: '',
        ...LINE_AMOUNTS,
      },
    ],
    vat: LINE_VAT,
    quoteMismatch: null,
    history: [{ status: 'draft', changedAt: '2026-03-02T10:00:00.000Z', changedBy: 'Léa Moreau' }],
    ...overrides,
  };
}

export type Call = ApiCall;
export type Handler = ApiHandler;

export const SALES_MODULES: SessionUser['modules'] = [
  'dashboard',
  'quotes',
  'orders',
  'clients',
  'products',
  'tasks',
  'demandes',
];

/** fetch by 'METHOD /path' (query ignored), recording the calls. Unlisted calls answer 404. */
export function stubApi(
  handlers: Record<string, Handler>,
  user: Partial<SessionUser> = { role: 'Manager', modules: SALES_MODULES },
) {
  return stubSignedIn(user, {
    'GET /api/clients': () => json(200, { items: [CLIENT], total: 1, page: 1, pageSize: 20 }),
    'GET /api/products': () => json(200, { items: [PRODUCT], total: 1, page: 1, pageSize: 10 }),
    ...handlers,
  });
}

/** `stubApi` for a list screen's tests: `route` ('GET /api/orders') answers `page()` unless `handlers` say otherwise. */
export const listStub =
  (route: string, page: () => unknown) =>
  (handlers: Record<string, Handler> = {}, user?: Partial<SessionUser>) =>
    stubApi({ [route]: () => json(200, page()), ...handlers }, user);

/**
 * A status move the server refuses: `answer` is its reply (409, `message`), `expectShown(user)` checks
 * the detail's red banner says it, then closes it with 'Fermer'.
 */
export function refusedMove(message: string) {
  return {
    answer: () => json(409, { error: { code: 'invalid_transition', message } }),
    async expectShown(user: User) {
      const banner = await screen.findByRole('alert');
      expect(banner).toHaveTextContent(message);
      await user.click(within(banner).getByRole('button', { name: 'Fermer' }));
      expect(screen.queryByRole('alert')).toBeNull();
    },
  };
}

/** An empty first page of a list, with its counters. */
const emptyPage = (counters: Record<string, unknown>) => () =>
  json(200, { items: [], total: 0, page: 1, pageSize: 20, counters });

/** The form's message when a required field is empty. */
export const REQUIRED_MESSAGE = 'Veuillez remplir tous les champs obligatoires.';

/** The group of a form's line n ('Article n'). */
export const lineGroup = (dialog: HTMLElement, n: number) =>
  within(dialog).getByRole('group', { name: `Article ${n}` });

/** A formatted amount with its narrow spaces made plain. */
export const money = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

type User = ReturnType<typeof renderApp>['user'];

/** The steps of a quote or order form open in `dialog`, typed by `user`. */
export function salesFormSteps(dialog: HTMLElement, user: User) {
  const line = (n: number) => lineGroup(dialog, n);
  return {
    /** The group of the form's line n ('Article n'). */
    line,
    /** Picks the form's client (Sophie Martin) in its combobox. */
    async pickClient() {
      await user.click(within(dialog).getByRole('combobox', { name: 'Client *' }));
      await user.click(await within(dialog).findByRole('option', { name: /Sophie Martin/ }));
    },
    /** Types line n's designation, quantity (replacing the default) and unit price. */
    async typeLine(n: number, values: { name: string; quantity: string; unitPrice: string }) {
      const row = line(n);
      await user.type(within(row).getByRole('textbox', { name: 'Désignation *' }), values.name);
      await user.clear(within(row).getByRole('spinbutton', { name: 'Quantité *' }));
      await user.type(within(row).getByRole('spinbutton', { name: 'Quantité *' }), values.quantity);
      await user.type(within(row).getByRole('spinbutton', { name: 'Prix unitaire *' }), values.unitPrice);
      return row;
    },
    /** Waits until the form's alert no longer asks for the required fields, and says `text`. */
    async expectAlertOnly(text: string) {
      await waitFor(() => expect(within(dialog).getByRole('alert')).not.toHaveTextContent(REQUIRED_MESSAGE));
      expect(within(dialog).getByRole('alert')).toHaveTextContent(text);
    },
  };
}

/**
 * The tests of a sales list's 'new' form: `setup(handlers, user)` stubs the API (the list at `path`
 * empty, with `counters`; then `defaults`, then `handlers`), `openForm()` opens the form `name` from
 * the list and gives the app, the dialog, `submit` (its `submitLabel` button) and its steps.
 */
export function newSalesForm({
  path,
  counters,
  defaults,
  name,
  submitLabel,
}: {
  path: string;
  counters: Record<string, unknown>;
  defaults: Record<string, Handler>;
  name: string;
  submitLabel: string;
}) {
  return {
    setup: (handlers: Record<string, Handler> = {}, user?: Partial<SessionUser>) =>
      stubApi({ [`GET /api${path}`]: emptyPage(counters), ...defaults, ...handlers }, user),
    async openForm() {
      const opened = await openNewDialog(path, name, submitLabel);
      return { ...opened, ...salesFormSteps(opened.dialog, opened.user) };
    },
  };
}
