import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { json, stubFetch } from '@/test/utils';
import { renderDialog, sentBody } from '@/test/forms';
import { PO_ID, purchaseDetail } from '../test/fixtures';
import { PaymentsSection } from './PaymentsSection';

const OVERPAID = 'Ce paiement dépasserait le total du bon de commande (1234.50 CNY, déjà payé 300.00).';

describe('Enregistrer un paiement', () => {
  it("sends the payment in the order's currency and shows the server's refusal of an overpayment", async () => {
    const calls = stubFetch({
      [`POST /api/purchases/${PO_ID}/payments`]: () =>
        json(400, { error: { code: 'validation', message: OVERPAID } }),
    });
    const { user, onMessage } = renderDialog(
      (on) => <PaymentsSection purchaseOrder={purchaseDetail()} canUpdate onMessage={on.onMessage} />,
      ['onMessage'],
    );
    await user.click(screen.getByRole('button', { name: 'Enregistrer un paiement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enregistrer un paiement' });
    await user.type(within(dialog).getByLabelText('Montant (CNY) *'), '5000');
    await user.selectOptions(within(dialog).getByLabelText('Nature *'), 'deposit');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer un paiement' }));
    expect(await within(dialog).findByText(OVERPAID)).toBeVisible();
    expect(sentBody(calls, 'POST')).toEqual(
      expect.objectContaining({ amount: '5000', kind: 'deposit', currency: 'CNY' }),
    );
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('is not offered on a draft or a cancelled order', () => {
    stubFetch({});
    renderDialog(
      (on) => (
        <PaymentsSection
          purchaseOrder={purchaseDetail({ status: 'draft' })}
          canUpdate
          onMessage={on.onMessage}
        />
      ),
      ['onMessage'],
    );
    expect(screen.getByText('Aucun paiement enregistré')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Enregistrer un paiement' })).toBeNull();
  });
});
