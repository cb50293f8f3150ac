/**
 * The e-invoice validator itself (decision 0030): it answers for what is not XML, for a document
 * of the wrong syntax, and says it is unavailable rather than judging when Saxon-HE is missing.
 * Whole invoices, valid and invalid, are judged in modules/invoices/facturx-validation.test.ts.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { stopEInvoiceValidator, validateEInvoice, validatorUnavailable } from './validate';
import { judge, VALIDATOR_REQUIRED } from './testing';

afterAll(() => stopEInvoiceValidator());

const runs = VALIDATOR_REQUIRED || validatorUnavailable() === null;

describe.skipIf(!runs)('the e-invoice validator', () => {
  it('refuses what is not well-formed XML', async () => {
    const result = await judge('<rsm:CrossIndustryInvoice', 'cii');
    expect(result.available).toBe(true);
    expect(result.valid).toBe(false);
    expect(result.schemaErrors[0]).toMatch(/well-formed/);
  }, 60_000);

  it('refuses a document of the other syntax, and a DTD', async () => {
    const ubl = '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>';
    const result = await judge(ubl, 'cii');
    expect(result.valid).toBe(false);
    expect(result.schemaErrors[0]).toMatch(/unexpected root element/);
    const entity = await judge(`<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>${ubl}`, 'ubl');
    expect(entity.valid).toBe(false);
    expect(entity.schemaErrors.join(' ')).toMatch(/DOCTYPE/);
  }, 60_000);

  it('refuses an empty UBL invoice by its schema and by the rules', async () => {
    const result = await judge(
      '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>',
      'ubl',
    );
    expect(result.valid).toBe(false);
    expect(result.schemaErrors.length).toBeGreaterThan(0);
    const fatal = result.rules.filter((r) => r.flag === 'fatal').map((r) => r.id);
    expect(fatal).toContain('BR-01');
    expect(fatal).toContain('PEPPOL-EN16931-R001');
  }, 60_000);
});

describe('without Saxon-HE', () => {
  it('says the validator is unavailable instead of judging', async () => {
    const before = process.env.COMPTOIR_SAXON_JAR;
    process.env.COMPTOIR_SAXON_JAR = '/nonexistent/Saxon-HE.jar';
    try {
      const result = await validateEInvoice('<x/>', 'cii');
      expect(result).toMatchObject({ available: false, valid: false, schemaErrors: [], rules: [] });
      expect(result.unavailable).toMatch(/validator unavailable/);
    } finally {
      if (before === undefined) delete process.env.COMPTOIR_SAXON_JAR;
      else process.env.COMPTOIR_SAXON_JAR = before;
    }
  });
});
