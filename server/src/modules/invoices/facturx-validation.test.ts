/** The cached schema validator still refuses what the library's own one refuses, every time. */
import { describe, expect, it } from 'vitest';
import { toCii } from './facturx';

describe('the Factur-X data validation (validator compiled once)', () => {
  it('refuses invoice data the EN 16931 schema does not allow, on the first and later calls', async () => {
    for (let k = 0; k < 2; k += 1) {
      await expect(toCii({ 'ubl:Invoice': { 'cbc:ID': 'FAC-1' } } as never)).rejects.toThrow();
    }
  });
});
