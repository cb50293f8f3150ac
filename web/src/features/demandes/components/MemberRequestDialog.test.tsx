import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { defaultDeadline } from '@comptoir/core/modules/demandes';
import { i18n } from '@/lib/i18n';
import { json, mockApi } from '@/test/utils';
import { MEMBERS, makeDetail } from '../test/fixtures';
import { MemberRequestDialog } from './MemberRequestDialog';
import { expectSavedAndClosed, renderDialog, sentBody } from '@/test/forms';

const member = MEMBERS[0]!;

function renderForm(handlers: Parameters<typeof mockApi>[0] = {}) {
  return { api: mockApi(handlers), ...renderDialog((on) => <MemberRequestDialog member={member} {...on} />) };
}

const product = (n: number) => screen.getByRole('group', { name: `Produit ${n}` });

/** Types by pasting (one input event): the form does not care, and the test stays fast. */
async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

describe('MemberRequestDialog (team view)', () => {
  it('offers the categories by their label in the interface language (issue 30 §1)', async () => {
    await i18n.changeLanguage('zh');
    renderForm();
    const category = screen
      .getAllByRole('combobox')
      .find((c) => within(c).queryByRole('option', { name: '电子产品' }))!;
    expect(within(category).getByRole('option', { name: '电子产品' })).toHaveValue('Électronique');
    expect(within(category).getByRole('option', { name: '其他' })).toHaveValue('Autre');
    expect(within(category).queryByRole('option', { name: 'Construction' })).toBeNull();
  });

  it('is assigned to the member, proposes a deadline 30 days ahead and lists every missing field', async () => {
    const { user, api } = renderForm();
    expect(screen.getByRole('textbox', { name: 'Assignée à' })).toHaveValue('Léa Moreau');
    expect(screen.getByLabelText('Échéance *')).toHaveValue(defaultDeadline());
    // One product: it cannot be removed.
    expect(screen.queryByRole('button', { name: /Retirer le produit/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Créer la demande' }));
    for (const text of [
      'Le titre est requis',
      'Le client est requis',
      'La description est requise',
      'La catégorie est requise',
      'Le budget est requis',
      'La localisation est requise',
      'Le nom du produit 1 est requis',
      'La description du produit 1 est requise',
      'La quantité du produit 1 est requise',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(screen.queryByText("L'échéance est requise")).toBeNull();
    await user.clear(screen.getByLabelText('Échéance *'));
    await user.click(screen.getByRole('button', { name: 'Créer la demande' }));
    expect(await screen.findByText("L'échéance est requise")).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it("names each product's missing fields by its number", async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Ajouter un produit' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter un produit' }));
    await fill(user, within(product(1)).getByRole('textbox', { name: 'Nom du produit *' }), 'Ampoule');
    await fill(user, within(product(2)).getByRole('textbox', { name: 'Description *' }), 'Sans nom');
    await user.click(screen.getByRole('button', { name: 'Créer la demande' }));
    expect(await within(product(2)).findByText('Le nom du produit 2 est requis')).toBeInTheDocument();
    expect(within(product(2)).getByText('La quantité du produit 2 est requise')).toBeInTheDocument();
    expect(within(product(1)).getByText('La description du produit 1 est requise')).toBeInTheDocument();
    expect(within(product(1)).queryByText('Le nom du produit 1 est requis')).toBeNull();
    // The blank third row says nothing: it is dropped on save.
    expect(within(product(3)).queryByRole('paragraph')).toBeNull();
    expect(screen.queryByText(/produit 3/)).toBeNull();
    // Removal: one per row while more than one remains.
    await user.click(screen.getByRole('button', { name: 'Retirer le produit 3' }));
    await user.click(screen.getByRole('button', { name: 'Retirer le produit 2' }));
    expect(screen.queryByRole('button', { name: /Retirer le produit/ })).toBeNull();
  });

  it(
    "sends the custom category for 'Autre', drops blank products and announces the creation",
    { timeout: 20_000 },
    async () => {
      const { user, api, onSaved, onClose } = renderForm({
        'POST /api/demandes': () =>
          json(201, { demande: makeDetail(), message: 'Demande créée avec succès !' }),
      });
      await fill(user, screen.getByRole('combobox', { name: 'Client *' }), 'Hôtel du Port');
      await fill(user, screen.getByRole('textbox', { name: 'Titre *' }), 'Lampes');
      await fill(user, screen.getAllByRole('textbox', { name: 'Description *' })[0]!, '120 chambres');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Catégorie *' }), 'Autre');
      await user.click(screen.getByRole('button', { name: 'Créer la demande' }));
      expect(await screen.findByText('La catégorie est requise')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Précisez la catégorie *' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await fill(user, screen.getByRole('textbox', { name: 'Précisez la catégorie *' }), 'Luminaires');
      await fill(user, screen.getByRole('textbox', { name: 'Budget *' }), '10 000 €');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Localisation *' }), 'Europe');
      await user.click(screen.getByRole('button', { name: 'Ajouter un produit' }));
      await user.click(screen.getByRole('button', { name: 'Ajouter un produit' }));
      for (const n of [1, 3]) {
        const row = within(product(n));
        await fill(user, row.getByRole('textbox', { name: 'Nom du produit *' }), `Produit ${n}`);
        await fill(user, row.getByRole('textbox', { name: 'Description *' }), `Description ${n}`);
        await fill(user, row.getByRole('textbox', { name: 'Quantité *' }), `${n}00 pièces`);
      }
      await user.click(screen.getByRole('button', { name: 'Créer la demande' }));
      await expectSavedAndClosed(onSaved, onClose, 'Demande créée avec succès !');
      expect(sentBody(api.requests, 'POST')).toMatchObject({
        form: 'team',
        memberId: member.id,
        category: 'Luminaires',
        client: 'Hôtel du Port',
        location: 'Europe',
        priority: 'medium',
        deadline: defaultDeadline(),
        products: [
          { name: 'Produit 1', description: 'Description 1', quantity: '100 pièces', specifications: '' },
          { name: 'Produit 3', description: 'Description 3', quantity: '300 pièces', specifications: '' },
        ],
      });
    },
  );
});
