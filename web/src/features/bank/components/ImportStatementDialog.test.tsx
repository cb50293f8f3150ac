import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { stubFetch } from '@/test/utils';
import { stubUploads } from '@/test/fake-xhr';
import { renderDialog } from '@/test/forms';
import { ACCOUNT_ID, account } from '../test/fixtures';
import { ImportStatementDialog } from './ImportStatementDialog';

function stubUpload(answer: (n: number) => { status: number; body: unknown }) {
  stubFetch({});
  return stubUploads((_, n) => answer(n));
}

const URL = `/api/bank/accounts/${ACCOUNT_ID}/statements`;
const CSV = 'Date opération;Libellé;Débit;Crédit\n03/02/2026;VIR DUPONT;;1 500,00\n';
const NEEDED = {
  headers: ['Date opération', 'Libellé', 'Débit', 'Crédit'],
  proposal: {
    date: 'Date opération',
    label: 'Libellé',
    amount: null,
    debit: null,
    credit: null,
    valueDate: null,
    reference: null,
    counterparty: null,
    dateFormat: 'dd/mm/yyyy',
    decimalMark: ',',
  },
  sample: [['03/02/2026', 'VIR DUPONT', '', '1 500,00']],
};

describe('Importer un relevé', () => {
  it('asks for the CSV columns on a 422 csv_mapping, then sends the same file with the mapping', async () => {
    const calls = stubUpload((n) =>
      n === 1
        ? {
            status: 422,
            body: {
              error: {
                code: 'csv_mapping',
                message: 'Colonnes du CSV à préciser : choisissez la date, le libellé et le montant.',
                details: NEEDED,
              },
            },
          }
        : { status: 201, body: { statement: {}, message: '1 mouvement(s) importé(s), 0 déjà présent(s).' } },
    );
    const { user, onClose } = renderDialog(
      (on) => <ImportStatementDialog account={account()} onClose={on.onClose} />,
      ['onClose'],
    );
    const dialog = await screen.findByRole('dialog', { name: 'Importer un relevé' });
    const file = new File([CSV], 'releve.csv', { type: 'text/csv' });
    await user.upload(within(dialog).getByLabelText('Fichier du relevé'), file);
    await user.click(within(dialog).getByRole('button', { name: 'Importer' }));

    // The mapping form, prefilled with the proposal, and the first rows.
    const mapping = await within(dialog).findByRole('group', { name: 'Colonnes du CSV' });
    expect(within(mapping).getByLabelText('Date *')).toHaveValue('Date opération');
    expect(within(mapping).getByLabelText('Libellé *')).toHaveValue('Libellé');
    expect(within(mapping).getByRole('cell', { name: 'VIR DUPONT' })).toBeVisible();
    // No amount column: the contract's message, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Importer avec ces colonnes' }));
    expect(
      await within(mapping).findByText('Indiquez la colonne du montant, ou les colonnes débit et crédit.'),
    ).toBeVisible();
    expect(calls).toHaveLength(1);

    await user.selectOptions(within(mapping).getByLabelText('Montant'), 'two');
    await user.selectOptions(within(mapping).getByLabelText('Débit *'), 'Débit');
    await user.selectOptions(within(mapping).getByLabelText('Crédit *'), 'Crédit');
    await user.click(within(dialog).getByRole('button', { name: 'Importer avec ces colonnes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());

    expect(calls).toHaveLength(2);
    expect(calls[1]!.url).toBe(URL);
    const form = calls[1]!.body as FormData;
    expect((form.get('file') as File).name).toBe('releve.csv');
    expect(JSON.parse(form.get('mapping') as string)).toEqual({
      ...NEEDED.proposal,
      debit: 'Débit',
      credit: 'Crédit',
    });
    expect((calls[0]!.body as FormData).get('mapping')).toBeNull();
  });

  it('prefills what a partial proposal found: no date column, the debit and credit columns', async () => {
    const calls = stubUpload(() => ({
      status: 422,
      body: {
        error: {
          code: 'csv_mapping',
          message: 'Colonnes du CSV à préciser : choisissez la date, le libellé et le montant.',
          details: {
            ...NEEDED,
            proposal: { ...NEEDED.proposal, date: '', debit: 'Débit', credit: 'Crédit', decimalMark: '.' },
          },
        },
      },
    }));
    const { user } = renderDialog(
      (on) => <ImportStatementDialog account={account()} onClose={on.onClose} />,
      ['onClose'],
    );
    const dialog = await screen.findByRole('dialog', { name: 'Importer un relevé' });
    await user.upload(within(dialog).getByLabelText('Fichier du relevé'), new File([CSV], 'releve.csv'));
    await user.click(within(dialog).getByRole('button', { name: 'Importer' }));
    const mapping = await within(dialog).findByRole('group', { name: 'Colonnes du CSV' });
    expect(within(mapping).getByLabelText('Date *')).toHaveValue('');
    expect(within(mapping).getByLabelText('Libellé *')).toHaveValue('Libellé');
    expect(within(mapping).getByLabelText('Montant')).toHaveValue('two');
    expect(within(mapping).getByLabelText('Débit *')).toHaveValue('Débit');
    expect(within(mapping).getByLabelText('Crédit *')).toHaveValue('Crédit');
    expect(within(mapping).getByLabelText('Séparateur décimal')).toHaveValue('.');
    expect(calls).toHaveLength(1);
  });

  it("shows the server's refusal (the line at fault) in the dialog", async () => {
    stubUpload(() => ({
      status: 400,
      body: { error: { code: 'validation', message: 'Ligne 3 : montant « abc » illisible.' } },
    }));
    const { user, onClose } = renderDialog(
      (on) => <ImportStatementDialog account={account()} onClose={on.onClose} />,
      ['onClose'],
    );
    const dialog = await screen.findByRole('dialog', { name: 'Importer un relevé' });
    await user.upload(within(dialog).getByLabelText('Fichier du relevé'), new File(['x'], 'releve.ofx'));
    await user.click(within(dialog).getByRole('button', { name: 'Importer' }));
    expect(await within(dialog).findByText('Ligne 3 : montant « abc » illisible.')).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });
});
