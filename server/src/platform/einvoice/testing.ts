/** Test helpers of the e-invoice validators (test-only). */
import { expect } from 'vitest';
import { validateEInvoice, type EInvoiceSyntax, type EInvoiceValidation } from './validate';

/**
 * Whether a missing validator (no Java or Saxon-HE) must fail the tests instead of skipping them:
 * in CI and wherever the shared fixtures are required.
 */
export const VALIDATOR_REQUIRED = process.env.CI === 'true' || process.env.REQUIRE_SHARED_FIXTURES === '1';

/** The validator's answer, the test failing when it could not run where it is required. */
export async function judge(xml: string, syntax: EInvoiceSyntax): Promise<EInvoiceValidation> {
  const result = await validateEInvoice(xml, syntax);
  if (VALIDATOR_REQUIRED) expect(result.unavailable ?? null).toBeNull();
  return result;
}

/** What made a document invalid, one line each (empty when valid). */
export function failures(result: EInvoiceValidation): string[] {
  return [
    ...result.schemaErrors.map((e) => `schema: ${e}`),
    ...result.rules.filter((r) => r.flag === 'fatal').map((r) => `${r.id}: ${r.text} (${r.location ?? ''})`),
  ];
}
