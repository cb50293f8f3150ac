/** 'Où a-t-elle été trouvée ?': the text read, and the page with the value's place outlined (issue 34). */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FieldSource } from '@comptoir/core/modules/extraction';
import { ExtractionPagesContext, SourceView } from './ExtractedField';

const JOB = '7b0d3c1e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const source: FieldSource = {
  method: 'text',
  page: 2,
  text: 'Total TTC 1 080,00 €',
  box: { x: 297.5, y: 421, width: 119, height: 10 },
};
const previews = [
  { page: 1, width: 595, height: 842 },
  { page: 2, width: 595, height: 842 },
];

describe('SourceView', () => {
  it('shows the page the value was read on with its place outlined, and hides it again', async () => {
    const user = userEvent.setup();
    render(
      <ExtractionPagesContext.Provider value={{ jobId: JOB, previews }}>
        <SourceView source={source} />
      </ExtractionPagesContext.Provider>,
    );
    await user.click(screen.getByText('Où a-t-elle été trouvée ?'));
    expect(screen.getByText(/« Total TTC 1 080,00 € »/)).toBeInTheDocument();
    const show = screen.getByRole('button', { name: 'Voir sur la page' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    const image = screen.getByRole('img', { name: /Page 2 du document/ });
    expect(image).toHaveAttribute('src', `/api/extraction/${JOB}/pages/2`);
    // The box in percent of the page (2 points of margin around it): x 295.5 of 595, y 419 of 842.
    const mark = screen.getByTestId('source-highlight');
    expect(parseFloat(mark.style.left)).toBeCloseTo((295.5 / 595) * 100, 3);
    expect(parseFloat(mark.style.top)).toBeCloseTo((419 / 842) * 100, 3);
    expect(parseFloat(mark.style.width)).toBeCloseTo((123 / 595) * 100, 3);
    expect(parseFloat(mark.style.height)).toBeCloseTo((14 / 842) * 100, 3);
    await user.click(screen.getByRole('button', { name: 'Masquer la page' }));
    expect(screen.queryByTestId('source-highlight')).toBeNull();
  });

  it('offers no page when the job drew none, the source has no place or one past the page, or it is a spreadsheet cell', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <ExtractionPagesContext.Provider value={{ jobId: JOB, previews: [] }}>
        <SourceView source={source} />
      </ExtractionPagesContext.Provider>,
    );
    await user.click(screen.getByText('Où a-t-elle été trouvée ?'));
    expect(screen.queryByRole('button', { name: 'Voir sur la page' })).toBeNull();
    rerender(
      <ExtractionPagesContext.Provider value={{ jobId: JOB, previews }}>
        <SourceView source={{ method: 'text', page: 1, text: 'Facture 12' }} />
      </ExtractionPagesContext.Provider>,
    );
    expect(screen.queryByRole('button', { name: 'Voir sur la page' })).toBeNull();
    rerender(
      <ExtractionPagesContext.Provider value={{ jobId: JOB, previews }}>
        <SourceView source={{ method: 'spreadsheet', sheet: 'Devis', cell: 'B12' }} />
      </ExtractionPagesContext.Provider>,
    );
    expect(screen.queryByRole('button', { name: 'Voir sur la page' })).toBeNull();
    // Text read along the page's edge: its place lies past the page.
    rerender(
      <ExtractionPagesContext.Provider value={{ jobId: JOB, previews }}>
        <SourceView source={{ ...source, box: { x: 0, y: 844, width: 535, height: 6 } }} />
      </ExtractionPagesContext.Provider>,
    );
    expect(screen.queryByRole('button', { name: 'Voir sur la page' })).toBeNull();
    // Outside an extraction dialog: the text alone.
    rerender(<SourceView source={source} />);
    expect(screen.queryByRole('button', { name: 'Voir sur la page' })).toBeNull();
  });
});
