import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { z } from 'zod';
import { Pencil, Trash2 } from 'lucide-react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SimpleTable } from '@/components/ui/simple-table';
import { ApiError } from '@/lib/api';
import { FormDialog, TextField, useDestroyConfirm, useFormDialog } from '@/components/form/FormDialog';
import { setViewportWidth } from '@/test/viewport';
import { DataTable, ListBody, ListCounters, ListPage, ListPagination, RowActions, type ColumnDef } from '.';

interface Row {
  id: string;
  name: string;
  total: number;
}
const ROWS: Row[] = [
  { id: 'a', name: 'Alpha', total: 3 },
  { id: 'b', name: 'Beta', total: 7 },
];
const COLUMNS: ColumnDef<Row>[] = [
  {
    id: 'name',
    header: 'Nom',
    cell: ({ row }) => row.original.name,
    meta: { sortKey: 'name', headerText: 'Nom' },
  },
  { id: 'total', header: 'Total', cell: ({ row }) => row.original.total, meta: { className: 'text-right' } },
];
const idle = { isPending: false, isFetching: false, isError: false };

describe('the list kit', () => {
  it('ListPage: document title, h1, subtitle, actions; ListCounters shows a placeholder while loading', () => {
    render(
      <ListPage title="Commandes" subtitle="Toutes les commandes" actions={<button>Nouvelle</button>}>
        <ListCounters
          label="Compteurs"
          counters={[
            { label: 'Total', value: undefined },
            { label: 'Livrées', value: 4 },
          ]}
        />
      </ListPage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Commandes' })).toBeInTheDocument();
    expect(document.title).toBe('Commandes · Comptoir');
    expect(screen.getByRole('button', { name: 'Nouvelle' })).toBeInTheDocument();
    const counters = screen.getByRole('region', { name: 'Compteurs' });
    expect(within(counters).getByText('…')).toBeInTheDocument();
    expect(within(counters).getByText('4')).toBeInTheDocument();
  });

  it("ListPage: with `ns`, the title, subtitle and 'Nouveau …' button are the module's", async () => {
    const onCreate = vi.fn();
    render(
      <ListPage ns="tasks" onCreate={onCreate}>
        <p>rows</p>
      </ListPage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Gestion des Tâches' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nouvelle Tâche' }));
    expect(onCreate).toHaveBeenCalledOnce();
  });

  it('ListBody: loading, then the error, the empty state or the rows', () => {
    const props = { loadingText: 'Chargement...', empty: { title: 'Rien trouvé' }, errorText: 'Échec' };
    const { rerender } = render(
      <ListBody query={{ ...idle, isPending: true }} count={0} {...props}>
        <p>rows</p>
      </ListBody>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Chargement...');
    rerender(
      <ListBody query={idle} count={0} {...props}>
        <p>rows</p>
      </ListBody>,
    );
    expect(screen.getByRole('heading', { name: 'Rien trouvé' })).toBeInTheDocument();
    expect(screen.queryByText('rows')).toBeNull();
    rerender(
      <ListBody query={{ ...idle, isError: true }} count={0} {...props}>
        <p>rows</p>
      </ListBody>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Échec');
    expect(screen.queryByText('Rien trouvé')).toBeNull();
    rerender(
      <ListBody query={{ ...idle, isFetching: true }} count={2} {...props}>
        <p>rows</p>
      </ListBody>,
    );
    expect(screen.getByText('rows').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  });

  it('DataTable: one row per item, column classes, and header sorting with aria-sort', async () => {
    const user = userEvent.setup();
    const onSort = vi.fn();
    const { rerender } = render(
      <DataTable
        rows={ROWS}
        columns={COLUMNS}
        getRowId={(r) => r.id}
        label="Liste"
        sort={{ sort: 'createdAt', order: 'desc', onSort, label: (h) => `Trier par ${h}` }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Liste' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[2]!).getByText('7')).toHaveClass('text-right');
    const nameHeader = within(table).getByRole('columnheader', { name: 'Nom' });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    expect(within(table).getByRole('columnheader', { name: 'Total' })).not.toHaveAttribute('aria-sort');
    await user.click(within(nameHeader).getByRole('button', { name: 'Nom' }));
    expect(onSort).toHaveBeenCalledWith('name', 'asc');
    rerender(
      <DataTable
        rows={ROWS}
        columns={COLUMNS}
        getRowId={(r) => r.id}
        label="Liste"
        sort={{ sort: 'name', order: 'asc', onSort }}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Nom' })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Nom' }));
    expect(onSort).toHaveBeenLastCalledWith('name', 'desc');
  });

  it('DataTable on a phone: one card per row, the first cell as title, the others under their header, sort buttons over them', async () => {
    setViewportWidth(390);
    const user = userEvent.setup();
    const onSort = vi.fn();
    const columns: ColumnDef<Row>[] = [
      ...COLUMNS,
      { id: 'actions', header: 'Actions', cell: ({ row }) => <button>Modifier {row.original.name}</button> },
    ];
    render(
      <DataTable
        rows={ROWS}
        columns={columns}
        label="Liste"
        sort={{ sort: 'name', order: 'asc', onSort, label: (h) => `Trier par ${h}` }}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Liste' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[1]!).getByText('Beta')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('term')).toHaveTextContent('Total');
    expect(within(cards[1]!).getByRole('definition')).toHaveTextContent('7');
    expect(within(cards[1]!).getByRole('button', { name: 'Modifier Beta' })).toBeInTheDocument();
    expect(within(cards[1]!).queryByText('Actions')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Nom' }));
    expect(onSort).toHaveBeenCalledWith('name', 'desc');
  });

  it('SimpleTable on a phone: one card per row, labelled like the table', () => {
    setViewportWidth(390);
    render(
      <SimpleTable
        rows={ROWS}
        rowKey={(row) => row.id}
        caption="Lignes"
        columns={[
          { key: 'name', header: 'Nom', cell: (row) => row.name },
          { key: 'total', header: 'Total', figure: true, cell: (row) => row.total },
        ]}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Lignes' })).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual(['AlphaTotal3', 'BetaTotal7']);
    expect(within(cards[0]!).getByRole('definition')).toHaveClass('tabular-nums');
  });

  it('ListPagination: labels from the module, hidden when there is nothing', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const { rerender } = render(
      <ListPagination ns="orders" data={{ page: 1, pageSize: 20, total: 45 }} onPageChange={onPageChange} />,
    );
    expect(screen.getByText('Page 1 sur 3')).toBeInTheDocument();
    expect(screen.getByText('1–20 sur 45')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    rerender(
      <ListPagination ns="orders" data={{ page: 1, pageSize: 20, total: 0 }} onPageChange={onPageChange} />,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('RowActions: named icon buttons, absent ones left out, disabled kept', async () => {
    const user = userEvent.setup();
    const edit = vi.fn();
    render(
      <MemoryRouter>
        <RowActions
          actions={[
            { label: 'Modifier Alpha', icon: Pencil, onClick: edit },
            false,
            { label: 'Supprimer Alpha', icon: Trash2, onClick: vi.fn(), destructive: true, disabled: true },
          ]}
        />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Modifier Alpha' }));
    expect(edit).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Supprimer Alpha' })).toBeDisabled();
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });
});

const schema = z.object({ name: z.string().min(1, 'clients.validation.required'), email: z.string() });
type Values = z.infer<typeof schema>;

function Form({
  save,
  onSaved,
}: {
  save: (v: Values) => Promise<{ message: string }>;
  onSaved: (m: string) => void;
}) {
  const { form, serverError, onSubmit } = useFormDialog<Values>({
    schema,
    defaultValues: { name: '', email: '' },
    fields: ['name', 'email'],
    save,
    onSaved,
    onClose: () => undefined,
    failedKey: 'errors.internal',
  });
  return (
    <FormDialog
      title="Nouveau"
      onClose={() => undefined}
      onSubmit={onSubmit}
      submitting={form.formState.isSubmitting}
      labels={{ cancel: 'Annuler', submit: 'Enregistrer' }}
      alerts={[serverError]}
    >
      <TextField form={form} name="name" label="Nom" />
      <TextField form={form} name="email" label="E-mail" />
    </FormDialog>
  );
}

describe('the form dialog pattern', () => {
  it('validates with the zod contract before sending (translated message on the field)', async () => {
    const user = userEvent.setup();
    const save = vi.fn();
    render(<Form save={save} onSaved={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Veuillez remplir tous les champs obligatoires')).toBeInTheDocument();
    expect(screen.getByLabelText('Nom')).toHaveAttribute('aria-invalid', 'true');
    expect(save).not.toHaveBeenCalled();
  });

  it("puts the server's field errors on their fields and its message over the form", async () => {
    const user = userEvent.setup();
    const save = vi.fn(async () => {
      throw new ApiError(409, 'conflict', 'Ce client existe déjà', { email: 'Adresse déjà utilisée' });
    });
    render(<Form save={save} onSaved={vi.fn()} />);
    await user.type(screen.getByLabelText('Nom'), 'Léa');
    await user.type(screen.getByLabelText('E-mail'), 'lea@x.test');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Adresse déjà utilisée')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Ce client existe déjà');
    expect(save).toHaveBeenCalledWith({ name: 'Léa', email: 'lea@x.test' });
  });

  it('never lets the browser submit the form itself, even when the handler ignores the event', async () => {
    const user = userEvent.setup();
    const seen: boolean[] = [];
    render(
      <FormDialog
        title="Nouveau"
        onClose={() => undefined}
        onSubmit={(event) => seen.push(event.defaultPrevented)}
        submitting={false}
        labels={{ cancel: 'Annuler', submit: 'Enregistrer' }}
      >
        <input aria-label="Choix" type="radio" name="source" defaultChecked />
      </FormDialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(seen).toEqual([true]);
  });

  it('useDestroyConfirm asks first, then runs and reports the message', async () => {
    const user = userEvent.setup();
    const run = vi.fn(async () => ({ message: 'Supprimé' }));
    const onMessage = vi.fn();
    function Destroy() {
      const destroy = useDestroyConfirm<Row>({ run, onMessage, errorText: () => 'Échec' });
      return (
        <>
          <button onClick={() => destroy.ask(ROWS[0]!)}>Supprimer</button>
          <ConfirmDialog
            {...destroy.dialog}
            title="Supprimer ?"
            message="Irréversible"
            confirmLabel="Confirmer"
            cancelLabel="Annuler"
          />
        </>
      );
    }
    render(<Destroy />);
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(run).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Confirmer' }));
    expect(run).toHaveBeenCalledWith(ROWS[0]);
    expect(onMessage).toHaveBeenCalledWith('success', 'Supprimé');
  });
});
