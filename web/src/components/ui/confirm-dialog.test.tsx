import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog';

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
