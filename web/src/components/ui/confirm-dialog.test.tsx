import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog, type QuestionKey } from './confirm-dialog';

function renderConfirm(detail?: string) {
  const onConfirm = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title="Supprimer le client"
      message="Êtes-vous sûr ?"
      detail={detail}
      confirmLabel="Supprimer"
      cancelLabel="Annuler"
      destructive
      onConfirm={onConfirm}
    />,
  );
  return { onConfirm, onOpenChange };
}

describe('ConfirmDialog', () => {
  it('describes the action with the message and, emphasised below it, the detail', () => {
    renderConfirm('Acme SA sera supprimé définitivement.');
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription('Êtes-vous sûr ? Acme SA sera supprimé définitivement.');
    expect(screen.getByText('Acme SA sera supprimé définitivement.')).toHaveClass('font-medium');
  });

  it('shows the message alone without a detail', () => {
    renderConfirm();
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription('Êtes-vous sûr ?');
    expect(screen.getByText('Êtes-vous sûr ?')).not.toHaveClass('block');
  });

  it('confirms, then closes', async () => {
    const { onConfirm, onOpenChange } = renderConfirm('x');
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('ConfirmDialog with a question of the messages', () => {
  const show = (props: { texts: QuestionKey; values?: Record<string, string>; title?: string }) =>
    render(<ConfirmDialog open onOpenChange={vi.fn()} onConfirm={vi.fn()} {...props} />);

  it('reads the title, the message with its values and the confirm button; cancel is "Annuler" by default', () => {
    show({ texts: 'goals.delete', values: { title: 'CA mensuel' } });
    const dialog = screen.getByRole('alertdialog', { name: "Supprimer l'objectif" });
    expect(dialog).toHaveAccessibleDescription("L'objectif « CA mensuel » sera définitivement supprimé.");
    expect(screen.getByRole('button', { name: 'Supprimer' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeVisible();
  });

  it("uses the question's own cancel text ('keep') and a given title", () => {
    show({ texts: 'orders.confirm.cancel', values: { reference: 'CMD-2026-001' }, title: 'Autre titre' });
    expect(screen.getByRole('alertdialog', { name: 'Autre titre' })).toHaveAccessibleDescription(
      'Annuler la commande CMD-2026-001 ? Une commande annulée ne peut plus changer de statut.',
    );
    expect(screen.getByRole('button', { name: 'Conserver la commande' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Annuler la commande' })).toBeVisible();
  });
});
