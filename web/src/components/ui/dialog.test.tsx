import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from './dialog';

function renderDialog(expanded: boolean) {
  const onOpenChange = vi.fn();
  render(
    <Dialog open onOpenChange={onOpenChange} title="Ajouter" closeLabel="Fermer">
      <input role="combobox" aria-label="Produit" aria-expanded={expanded} aria-controls="list" />
    </Dialog>,
  );
  return onOpenChange;
}

describe('Dialog and Escape', () => {
  it('leaves the dialog open when Escape closes an open dropdown inside it', async () => {
    const onOpenChange = renderDialog(true);
    await userEvent.click(screen.getByRole('combobox', { name: 'Produit' }));
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('closes the dialog on Escape otherwise', async () => {
    const onOpenChange = renderDialog(false);
    await userEvent.click(screen.getByRole('combobox', { name: 'Produit' }));
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
