/** Test helpers of the extraction engine's tests (test-only). */
import { expect } from 'vitest';
import type { ExtractedField } from '@comptoir/core/modules/extraction';

/** The names of an extraction's single-value fields (invoiceNumber, totalWithTax, …). */
type FieldName<T> = { [K in keyof T]-?: NonNullable<T[K]> extends ExtractedField ? K : never }[keyof T];

/**
 * Each field of `extraction` named in `expected` holds the value beside it (null: nothing read).
 * The values are compared together, so a failure shows every field that differs at once.
 */
export function expectValues<T extends object>(
  extraction: T,
  expected: { [K in FieldName<T>]?: string | null },
): void {
  const got = Object.fromEntries(
    Object.keys(expected).map((name) => [
      name,
      (extraction[name as keyof T] as ExtractedField | undefined)?.value,
    ]),
  );
  expect(got).toEqual(expected);
}
