import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation';
import {
  canApply,
  createDemandeBody,
  defaultDeadline,
  demandePatch,
  isBlankProduct,
  parseTags,
  type DemandeStatus,
} from './demandes';

const team = (products: unknown) => ({
  form: 'team',
  title: 'Lampes',
  client: 'Client',
  description: 'Description',
  category: 'Électronique',
  deadline: '2030-01-31',
  budget: '1 000 €',
  location: 'Europe',
  memberId: '11111111-1111-4111-8111-111111111111',
  products,
});

describe('demandes contract', () => {
  it('allows the specification transitions only', () => {
    const table = (['pending', 'in-progress', 'completed', 'cancelled'] as DemandeStatus[]).map((s) => [
      s,
      canApply('start', s),
      canApply('complete', s),
      canApply('cancel', s),
    ]);
    expect(table).toEqual([
      ['pending', true, false, true],
      ['in-progress', false, true, true],
      ['completed', false, false, true],
      ['cancelled', false, false, false],
    ]);
  });

  it('parses tags and proposes a deadline 30 days ahead', () => {
    expect(parseTags(' a, b,,c ')).toEqual(['a', 'b', 'c']);
    expect(parseTags(['x ', ''])).toEqual(['x']);
    expect(defaultDeadline(new Date(2026, 0, 15))).toBe('2026-02-14');
  });

  it('drops blank product rows but numbers errors by the form row', () => {
    expect(isBlankProduct({ name: ' ', description: '', quantity: null })).toBe(true);
    expect(isBlankProduct({ name: '', description: 'x' })).toBe(false);
    const ok = createDemandeBody.parse(
      team([{ name: '' }, { name: 'Lampe', description: 'LED', quantity: '10' }, null]),
    );
    expect(ok.form === 'team' && ok.products.map((p) => p.name)).toEqual(['Lampe']);
    const bad = createDemandeBody.safeParse(
      team([{ name: '' }, { name: '', description: 'Sans nom', quantity: '1' }]),
    );
    expect(bad.success).toBe(false);
    expect(fieldErrors(bad.error!)).toEqual({ 'products.1.name': 'demandes.validation.productNameRequired' });
    const none = createDemandeBody.safeParse(team([{ name: '' }]));
    expect(fieldErrors(none.error!)).toEqual({ products: 'demandes.validation.productsRequired' });
  });

  it('takes a real calendar day as deadline, as the quotes do (issue 28: it took 2030-02-31)', () => {
    const product = [{ name: 'Lampe', description: 'LED', quantity: '10' }];
    for (const deadline of ['2030-02-31', '2030-04-31', '2030-13-01', '0000-01-01']) {
      const result = createDemandeBody.safeParse({ ...team(product), deadline });
      expect(fieldErrors(result.error!), deadline).toEqual({ deadline: 'demandes.validation.dateInvalid' });
      expect(demandePatch.safeParse({ deadline }).success, deadline).toBe(false);
    }
    expect(createDemandeBody.parse({ ...team(product), deadline: ' 2028-02-29 ' }).deadline).toBe(
      '2028-02-29',
    );
  });
});
