import { describe, expect, it, vi } from 'vitest';
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

  it('loads the part ahead with preload(), and the render then uses that load', async () => {
    const load = vi.fn(
      async () =>
        function Hello() {
          return <p>Loaded ahead</p>;
        },
    );
    const Part = lazyPart(load, ['documents']);
    Part.preload();
    expect(load).toHaveBeenCalledTimes(1);
    render(<Part />);
    expect(await screen.findByText('Loaded ahead')).toBeInTheDocument();
  });
});
