import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { json, preloadPage } from '@/test/utils';
import { renderDialog, sentBody } from '@/test/forms';
import { openNewDialog } from '@/test/list';
import { useSession } from '@/lib/session';
import { PurchaseFormDialog } from './PurchaseFormDialog';
import {
  APPROVED_QUOTATIONS,
  COMPANY,
  QUOTATION_1,
  SUPPLIER,
  purchaseDetail,
  stubPurchases,
} from '../test/fixtures';

const money = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

const openForm = () => openNewDialog('/purchases', 'Nouveau bon de commande', 'Créer le bon de commande');

describe('Nouveau bon de commande', { timeout: 20_000 }, () => {
  preloadPage(() => import('../pages/PurchasesPage'));

  it('computes the line total to the cent and the subtotal, then creates the draft', async () => {
    const calls = stubPurchases({
      'POST /api/purchases': () =>
        json(201, {
          purchaseOrder: purchaseDetail({ status: 'draft', number: null }),
          message: 'Bon de commande créé.',
        }),
    });
    const { user, dialog } = await openForm();
    // The user's one company is chosen; the supplier is picked from the catalogue's list.
    expect(within(dialog).getByRole('combobox', { name: 'Entreprise *' })).toHaveValue(COMPANY.id);
    const supplier = within(dialog).getByRole('combobox', { name: 'Fournisseur *' });
    await within(supplier).findByRole('option', { name: SUPPLIER.name });
    await user.selectOptions(supplier, SUPPLIER.id);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Devise *' }), 'EUR');

    const line = within(dialog).getByRole('group', { name: 'Ligne 1' });
    await user.type(within(line).getByRole('textbox', { name: 'Description *' }), 'Bouton nacre');
    await user.clear(within(line).getByRole('textbox', { name: 'Quantité *' }));
    await user.type(within(line).getByRole('textbox', { name: 'Quantité *' }), '3');
    await user.type(within(line).getByRole('textbox', { name: 'Prix unitaire *' }), '0.0375');
    // 3 × 0,0375 = 0,1125 → 0,11 (half away from zero, as the server rounds).
    const total = money(within(line).getByRole('status', { name: 'Total de la ligne 1' }).textContent);
    expect(total).toContain('0,11');
    expect(total).not.toContain('0,1125');

    await user.click(within(dialog).getByRole('button', { name: 'Ajouter une ligne' }));
    const second = within(dialog).getByRole('group', { name: 'Ligne 2' });
    await user.type(within(second).getByRole('textbox', { name: 'Description *' }), 'Fermeture');
    await user.type(within(second).getByRole('textbox', { name: 'Prix unitaire *' }), '0.0051');
    // 1 × 0,0051 = 0,0051 → 0,01; subtotal 0,11 + 0,01 = 0,12.
    expect(money(within(second).getByRole('status', { name: 'Total de la ligne 2' }).textContent)).toContain(
      '0,01',
    );
    expect(money(within(dialog).getByRole('status', { name: 'Sous-total' }).textContent)).toContain('0,12');

    // An Incoterm needs its place.
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Incoterm' }), 'FOB');
    await user.click(within(dialog).getByRole('button', { name: 'Créer le bon de commande' }));
    expect(
      await within(dialog).findByText("Veuillez indiquer le lieu de l'Incoterm (par exemple FOB Shanghai)."),
    ).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: "Lieu de l'Incoterm *" }), 'Ningbo');
    await user.click(within(dialog).getByRole('button', { name: 'Créer le bon de commande' }));
    await waitFor(() => expect(sentBody(calls, 'POST', '/api/purchases')).toBeDefined());
    expect(sentBody(calls, 'POST', '/api/purchases')).toEqual(
      expect.objectContaining({
        companyId: COMPANY.id,
        supplierId: SUPPLIER.id,
        currency: 'EUR',
        incoterm: 'FOB',
        incotermPlace: 'Ningbo',
        paymentSchedule: [],
        lines: [
          expect.objectContaining({ description: 'Bouton nacre', quantity: '3', unitPrice: '0.0375' }),
          expect.objectContaining({ description: 'Fermeture', quantity: '1', unitPrice: '0.0051' }),
        ],
      }),
    );
  });

  it("offers the picked supplier's approved quotations and sends the ticked ones as quotationIds", async () => {
    const calls = stubPurchases({
      [`GET /api/purchases/suppliers/${SUPPLIER.id}/quotations`]: () =>
        json(200, { items: APPROVED_QUOTATIONS }),
      'POST /api/purchases': () =>
        json(201, {
          purchaseOrder: purchaseDetail({ status: 'draft', number: null }),
          message: 'Bon de commande créé.',
        }),
    });
    const { user, dialog } = await openForm();
    // No supplier yet: no quotations offered.
    expect(within(dialog).queryByRole('group', { name: 'Cotations approuvées du fournisseur' })).toBeNull();
    const supplier = within(dialog).getByRole('combobox', { name: 'Fournisseur *' });
    await within(supplier).findByRole('option', { name: SUPPLIER.name });
    await user.selectOptions(supplier, SUPPLIER.id);

    const group = await within(dialog).findByRole('group', { name: 'Cotations approuvées du fournisseur' });
    const first = await within(group).findByRole('checkbox', {
      name: /^Bouton nacre 15 mm · Boutons collection été · .+ · lignes : 2$/,
    });
    const second = within(group).getByRole('checkbox', {
      name: /^Fermeture éclair 20 cm · Fermetures vestes · .+ · lignes : 1$/,
    });
    expect(money(second.closest('label')?.textContent)).toContain('1 197,00 €');
    expect(first).not.toBeChecked();
    expect(second).not.toBeChecked();

    // Ticked (from the keyboard): the order takes the quotation's currency; the blank line is not sent.
    first.focus();
    await user.keyboard(' ');
    expect(first).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'Devise *' })).toHaveValue('CNY');
    await user.click(within(dialog).getByRole('button', { name: 'Créer le bon de commande' }));
    await waitFor(() => expect(sentBody(calls, 'POST', '/api/purchases')).toBeDefined());
    const body = sentBody(calls, 'POST', '/api/purchases') as Record<string, unknown>;
    expect(body).toEqual(
      expect.objectContaining({
        companyId: COMPANY.id,
        supplierId: SUPPLIER.id,
        currency: 'CNY',
        quotationIds: [QUOTATION_1],
      }),
    );
    expect(body).not.toHaveProperty('lines');
  });

  it('says when the picked supplier has no approved quotation', async () => {
    stubPurchases();
    const { user, dialog } = await openForm();
    const supplier = within(dialog).getByRole('combobox', { name: 'Fournisseur *' });
    await within(supplier).findByRole('option', { name: SUPPLIER.name });
    await user.selectOptions(supplier, SUPPLIER.id);
    const group = await within(dialog).findByRole('group', { name: 'Cotations approuvées du fournisseur' });
    expect(await within(group).findByText('Aucune cotation approuvée pour ce fournisseur.')).toBeVisible();
    expect(within(group).queryByRole('checkbox')).toBeNull();
    // Typed lines stay required.
    expect(within(dialog).getByRole('group', { name: 'Ligne 1' })).toBeVisible();
  });

  it('shows the schedule sum and says when a schedule does not add up to 100 %', async () => {
    const calls = stubPurchases();
    const { user, dialog } = await openForm();
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter une échéance' }));
    const first = within(dialog).getByRole('group', { name: 'Échéance 1' });
    await user.type(within(first).getByRole('textbox', { name: 'Libellé' }), 'Acompte');
    await user.type(within(first).getByRole('textbox', { name: 'Pourcentage (%)' }), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter une échéance' }));
    const second = within(dialog).getByRole('group', { name: 'Échéance 2' });
    await user.type(within(second).getByRole('textbox', { name: 'Libellé' }), 'Solde');
    await user.type(within(second).getByRole('textbox', { name: 'Pourcentage (%)' }), '60.5');
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Exigible' }), 'after_invoice');

    expect(within(dialog).getByText("Total de l'échéancier : 90,5 %")).toBeVisible();
    expect(
      within(dialog).getByText("Les pourcentages de l'échéancier doivent totaliser exactement 100 %."),
    ).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Créer le bon de commande' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(within(second).getByRole('textbox', { name: 'Pourcentage (%)' }));
    await user.type(within(second).getByRole('textbox', { name: 'Pourcentage (%)' }), '70');
    expect(within(dialog).getByText("Total de l'échéancier : 100 %")).toBeVisible();
    expect(
      within(dialog).queryByText("Les pourcentages de l'échéancier doivent totaliser exactement 100 %."),
    ).toBeNull();
  });
});

const QUOTATION_ID = '70000000-0000-4000-8000-000000000001';
const REFUSED =
  'Cotation 1 : elle doit être approuvée et du même fournisseur et de la même devise que le bon de commande.';

/** The dialog once the session is read (it names the user's one company). */
function SignedIn({ children }: { children: ReactNode }) {
  return useSession().data ? children : null;
}

describe('Nouveau bon de commande depuis des cotations approuvées', () => {
  it("sends the ticked quotations without typed lines, and shows the server's refusal", async () => {
    const calls = stubPurchases({
      'POST /api/purchases': () =>
        json(400, { error: { code: 'validation', message: REFUSED, fields: { quotationIds: REFUSED } } }),
    });
    const { user, onSaved } = renderDialog((on) => (
      <SignedIn>
        <PurchaseFormDialog
          quotations={[
            {
              id: QUOTATION_ID,
              supplierId: SUPPLIER.id,
              supplierName: SUPPLIER.name,
              currency: 'CNY',
              label: `${SUPPLIER.name} · Q-118`,
            },
          ]}
          {...on}
        />
      </SignedIn>
    ));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau bon de commande' });
    const group = within(dialog).getByRole('group', { name: 'Depuis des cotations approuvées' });
    expect(within(group).getByRole('checkbox', { name: `${SUPPLIER.name} · Q-118` })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'Fournisseur *' })).toHaveValue(SUPPLIER.id);
    expect(within(dialog).getByRole('combobox', { name: 'Devise *' })).toHaveValue('CNY');
    expect(within(dialog).queryByRole('group', { name: 'Ligne 1' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Créer le bon de commande' }));
    expect((await within(dialog).findAllByText(REFUSED)).length).toBeGreaterThan(0);
    const body = sentBody(calls, 'POST', '/api/purchases') as Record<string, unknown>;
    expect(body).toEqual(
      expect.objectContaining({ supplierId: SUPPLIER.id, currency: 'CNY', quotationIds: [QUOTATION_ID] }),
    );
    expect(body).not.toHaveProperty('lines');
    expect(onSaved).not.toHaveBeenCalled();

    // Unticked, with no line typed: the form says lines are needed before sending anything.
    await user.click(within(group).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Créer le bon de commande' }));
    expect(
      await within(dialog).findByText('Veuillez ajouter au moins une ligne à la commande.'),
    ).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});
