/** Deleting (creator or administrator, after a confirmation) and archiving tasks (issue 30 §6). */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Task } from '@comptoir/core/modules/tasks';
import type { Role } from '@comptoir/core/permissions';
import { json, preloadPage, renderApp } from '@/test/utils';
import { expectLastCall } from '@/test/list';
import { SOMEONE_ELSE, listOf, setup, task } from '../test/fixtures';

const MINE = task();
const THEIRS = task({
  id: '00000000-0000-4000-8000-000000000002',
  title: 'Tâche d’Hugo',
  createdBy: SOMEONE_ELSE,
});

/** The card of the task titled `title`. */
const card = async (title: string) => (await screen.findByRole('heading', { name: title })).closest('li')!;
const button = (scope: HTMLElement, name: string) => within(scope).queryByRole('button', { name });

/**
 * A server holding `tasks`: the list answers those archived with archived=1, the others without;
 * archive, unarchive and delete change them.
 */
function server(role: Role, tasks: Task[], deleteAnswer?: () => Response) {
  let held = [...tasks];
  const change = (id: string, archivedAt: string | null, message: string) => {
    held = held.map((t) => (t.id === id ? { ...t, archivedAt } : t));
    return json(200, { task: held.find((t) => t.id === id), message });
  };
  const routes = (id: string) => ({
    [`POST /api/tasks/${id}/archive`]: () =>
      change(id, '2026-02-01T12:00:00.000Z', 'Tâche archivée avec succès'),
    [`POST /api/tasks/${id}/unarchive`]: () => change(id, null, 'Tâche désarchivée avec succès'),
    [`DELETE /api/tasks/${id}`]: () => {
      if (deleteAnswer) return deleteAnswer();
      held = held.filter((t) => t.id !== id);
      return json(200, { message: 'Tâche supprimée avec succès' });
    },
  });
  return setup(role, {
    'GET /api/tasks': (call) => {
      const archived = new URL(call.url, 'http://x').searchParams.get('archived') === '1';
      return json(200, listOf(held.filter((t) => (t.archivedAt !== null) === archived)));
    },
    ...Object.assign({}, ...tasks.map((t) => routes(t.id))),
  });
}

describe('/tasks: deleting and archiving (issue 30 §6)', () => {
  preloadPage(() => import('./TasksPage'));

  it.each([
    // role, may delete my task, may delete another's, may archive
    ['Manager', true, false, true],
    ['Admin', true, true, true],
    ['Super Admin', true, true, true],
    ['Editor', false, false, true],
    ['Viewer', false, false, false],
  ] as const)(
    'shows a %s Supprimer: mine %s, theirs %s; Archiver %s',
    async (role, mine, theirs, archive) => {
      server(role, [MINE, THEIRS]);
      renderApp('/tasks');
      const [own, other] = [await card(MINE.title), await card(THEIRS.title)];
      expect(button(own, `Supprimer « ${MINE.title} »`) !== null).toBe(mine);
      expect(button(other, `Supprimer « ${THEIRS.title} »`) !== null).toBe(theirs);
      expect(button(own, `Archiver « ${MINE.title} »`) !== null).toBe(archive);
      expect(button(other, `Archiver « ${THEIRS.title} »`) !== null).toBe(archive);
    },
  );

  it('asks first, naming the task, with the keyboard: Escape keeps it, confirming deletes it with a toast', async () => {
    const calls = server('Manager', [MINE]);
    const { user } = renderApp('/tasks');
    const trash = button(await card(MINE.title), `Supprimer « ${MINE.title} »`)!;
    trash.focus();
    await user.keyboard('{Enter}');
    let confirm = await screen.findByRole('alertdialog', { name: 'Supprimer la tâche' });
    expect(confirm).toHaveTextContent('Êtes-vous sûr de vouloir supprimer cet élément ?');
    expect(confirm).toHaveTextContent('La tâche « Relancer le fournisseur » sera supprimée définitivement.');
    expect(within(confirm).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    trash.focus();
    await user.keyboard('{Enter}');
    confirm = await screen.findByRole('alertdialog');
    await user.tab();
    expect(within(confirm).getByRole('button', { name: 'Supprimer' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Tâche supprimée avec succès')).toBeInTheDocument();
    expect(await screen.findByText('Aucune tâche trouvée')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: MINE.title })).toBeNull();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([`/api/tasks/${MINE.id}`]);
  });

  it("says the server's refusal over the list and keeps the card", async () => {
    const refusal = 'Seuls le créateur de la tâche et les administrateurs peuvent la supprimer.';
    server('Manager', [MINE], () => json(403, { error: { code: 'forbidden_action', message: refusal } }));
    const { user } = renderApp('/tasks');
    await user.click(button(await card(MINE.title), `Supprimer « ${MINE.title} »`)!);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }),
    );
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: MINE.title })).toBeInTheDocument();
  });

  it('archives a task off the board with a toast; the Archivées tab shows it, read only, with Désarchiver', async () => {
    const calls = server('Editor', [MINE]);
    const { user, router } = renderApp('/tasks');
    await user.click(button(await card(MINE.title), `Archiver « ${MINE.title} »`)!);
    expect(await screen.findByText('Tâche archivée avec succès')).toBeInTheDocument();
    expect(await screen.findByText('Aucune tâche trouvée')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url === `/api/tasks/${MINE.id}/archive`)).toBe(true);

    // The tabs answer the arrow keys (radix moves the focus on the next tick).
    const active = screen.getByRole('tab', { name: 'Actives' });
    expect(active).toHaveAttribute('aria-selected', 'true');
    active.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Archivées' })).toHaveAttribute('aria-selected', 'true'),
    );
    await expectLastCall(calls, '/api/tasks?', ['archived=1']);
    expect(router.state.location.search).toContain('archived=1');

    const archived = await card(MINE.title);
    expect(archived).toHaveTextContent('Archivée le 01/02/2026');
    expect(within(archived).queryByRole('combobox')).toBeNull();
    expect(button(archived, `Modifier « ${MINE.title} »`)).toBeNull();
    await user.click(within(archived).getByRole('button', { name: `Désarchiver « ${MINE.title} »` }));
    expect(await screen.findByText('Tâche désarchivée avec succès')).toBeInTheDocument();
    expect(await screen.findByText('Aucune tâche archivée')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Actives' }));
    expect(await card(MINE.title)).toBeInTheDocument();
    expect(router.state.location.search).not.toContain('archived');
  });

  it('says a failed archiving over the list', async () => {
    setup('Manager', { [`POST /api/tasks/${MINE.id}/archive`]: () => new Response('', { status: 500 }) });
    const { user } = renderApp('/tasks');
    await user.click(button(await card(MINE.title), `Archiver « ${MINE.title} »`)!);
    expect(
      await screen.findByText("Une erreur est survenue lors de l'archivage de la tâche"),
    ).toBeInTheDocument();
  });
});
