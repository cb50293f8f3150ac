import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { i18n } from '@/lib/i18n';
import { lazyPart } from './lazy-part';

describe('lazyPart', () => {
  it('shows the fallback, then the part once its code and its messages are loaded', async () => {
    const Part = lazyPart(
      async () =>
        function Hello({ name }: { name: string }) {
          return <p>{`${name}: ${i18n.t('documents.loading')}`}</p>;
        },
      ['documents'],
      <p>…</p>,
    );
    render(<Part name="Alpha" />);
    expect(screen.getByText('…')).toBeInTheDocument();
    expect(await screen.findByText('Alpha: Chargement des documents...')).toBeInTheDocument();
  });
});
