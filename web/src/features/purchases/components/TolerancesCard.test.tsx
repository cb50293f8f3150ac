import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { json, stubFetch } from '@/test/utils';
import { renderDialog, sentBody } from '@/test/forms';
import { TolerancesCard } from './TolerancesCard';

const PATH = '/api/purchases/settings/tolerances';
const SET = {
  tolerances: { quantityPercent: '2', pricePercent: '5', amount: '10' },
  updatedAt: '2026-11-20T09:00:00.000Z',
  updatedBy: 'Alice Admin',
};
const REFUSED = 'Seul un administrateur peut changer les tolérances du rapprochement.';

function renderCard(isAdmin: boolean) {
  return renderDialog((on) => <TolerancesCard isAdmin={isAdmin} onMessage={on.onMessage} />, ['onMessage']);
}

describe('Tolérances de rapprochement', () => {
  it('shows the tolerances and who set them, read only for a non-admin', async () => {
    stubFetch({ [`GET ${PATH}`]: () => json(200, SET) });
    renderCard(false);
    expect(await screen.findByText('2 %')).toBeVisible();
    expect(screen.getByText('5 %')).toBeVisible();
    expect(screen.getByText(/Modifiées par Alice Admin le/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Modifier les tolérances' })).toBeNull();
    expect(screen.getByText('Seul un administrateur peut modifier les tolérances.')).toBeVisible();
  });

  it("sends the three figures, and shows the server's refusal over the form", async () => {
    let refuse = true;
    const calls = stubFetch({
      [`GET ${PATH}`]: () => json(200, SET),
      [`PUT ${PATH}`]: () =>
        refuse
          ? json(403, { error: { code: 'forbidden', message: REFUSED } })
          : json(200, { ...SET, tolerances: { quantityPercent: '3', pricePercent: '5', amount: '10' } }),
    });
    const { user, onMessage } = renderCard(true);
    await user.click(await screen.findByRole('button', { name: 'Modifier les tolérances' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier les tolérances' });
    const quantity = within(dialog).getByLabelText('Quantité (%)');
    expect(quantity).toHaveValue('2');
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText(REFUSED)).toBeVisible();
    expect(sentBody(calls, 'PUT')).toEqual({ quantityPercent: '3', pricePercent: '5', amount: '10' });
    expect(onMessage).not.toHaveBeenCalled();

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onMessage).toHaveBeenCalledWith('success', 'Tolérances enregistrées.'));
  });
});
