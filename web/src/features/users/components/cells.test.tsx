import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { i18n } from '@/lib/i18n';
import { ModulesCell } from './cells';

describe('ModulesCell (issue 30 §1)', () => {
  it("says '1 autre module' in the singular, and leaves out 'commandes' (no module of its own)", () => {
    render(<ModulesCell modules={['dashboard', 'tasks', 'orders', 'commandes', 'quotes']} />);
    expect(screen.getByText('Commandes')).toBeInTheDocument();
    expect(screen.queryByText('commandes')).toBeNull();
    expect(screen.getByText('+1')).toBeInTheDocument();
    expect(screen.getByText('1 autre module : Devis')).toBeInTheDocument();
  });

  it('says autres modules from two on', () => {
    render(<ModulesCell modules={['dashboard', 'tasks', 'orders', 'quotes', 'invoices']} />);
    expect(screen.getByText('2 autres modules : Devis, Factures')).toBeInTheDocument();
  });

  it('follows the language: English singular and plural', async () => {
    await i18n.changeLanguage('en');
    const { rerender } = render(<ModulesCell modules={['dashboard', 'tasks', 'orders', 'quotes']} />);
    expect(screen.getByText('1 more module: Quotes')).toBeInTheDocument();
    rerender(<ModulesCell modules={['dashboard', 'tasks', 'orders', 'quotes', 'goals']} />);
    expect(screen.getByText(/^2 more modules: Quotes, /)).toBeInTheDocument();
  });
});
