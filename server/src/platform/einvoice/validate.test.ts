/**
 * The e-invoice validator itself (decision 0030): it answers for what is not XML, for a document
 * of the wrong syntax, and says it is unavailable rather than judging when Saxon-HE is missing.
 * Whole invoices, valid and invalid, are judged in modules/invoices/facturx-validation.test.ts.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  stopEInvoiceValidator,
  validateEInvoice,
  validatorUnavailable,
  warmEInvoiceValidator,
} from './validate';
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

  it('warms on its two samples, which the official rules find valid, then judges as before', async () => {
    // A running worker, busy judging, then asked to warm: the answers keep their order.
    const before = judge('<rsm:CrossIndustryInvoice', 'cii');
    const warmup = await warmEInvoiceValidator(2);
    expect((await before).schemaErrors[0]).toMatch(/well-formed/);
    expect(warmup).toMatchObject({ runs: 4, invalid: 0 });
    expect(warmup!.ms).toBeGreaterThan(0);
    // The samples, judged as any document: valid CII (Factur-X profile) and valid Peppol UBL.
    const sample = (name: string) => readFileSync(new URL(`./warmup/${name}`, import.meta.url), 'utf8');
    const cii = await judge(sample('cii.xml'), 'facturx');
    expect(cii.schemaErrors).toEqual([]);
    expect(cii.valid).toBe(true);
    const ubl = await judge(sample('ubl.xml'), 'ubl');
    expect(ubl.valid).toBe(true);
    // A document broken on purpose is still refused after the warm-up.
    const broken = await judge(
      sample('cii.xml').replace(/<ram:GrandTotalAmount>[^<]*</, '<ram:GrandTotalAmount>1.00<'),
      'cii',
    );
    expect(broken.valid).toBe(false);
    expect(broken.rules.filter((r) => r.flag === 'fatal').map((r) => r.id)).toContain('BR-CO-15');
  }, 120_000);

  it('stopped in the middle of a warm-up, answers what waited for it at once, then starts afresh', async () => {
    stopEInvoiceValidator();
    // A new worker, compiling its rules: the warm-up, then a document queued behind it.
    const warming = warmEInvoiceValidator(50);
    const queued = validateEInvoice('<rsm:CrossIndustryInvoice', 'cii');
    stopEInvoiceValidator();
    expect(await warming).toBeNull();
    const answer = await queued;
    expect(answer.available).toBe(false);
    expect(answer.unavailable).toMatch(/stopped/);
    // The next document starts a new worker and is judged.
    const after = await judge('<rsm:CrossIndustryInvoice', 'cii');
    expect(after.available).toBe(true);
    expect(after.schemaErrors[0]).toMatch(/well-formed/);
  }, 120_000);
});

describe('without Saxon-HE', () => {
  it('says the validator is unavailable instead of judging', async () => {
    const before = process.env.COMPTOIR_SAXON_JAR;
    process.env.COMPTOIR_SAXON_JAR = '/nonexistent/Saxon-HE.jar';
    try {
      const result = await validateEInvoice('<x/>', 'cii');
      expect(result).toMatchObject({ available: false, valid: false, schemaErrors: [], rules: [] });
      expect(result.unavailable).toMatch(/validator unavailable/);
      expect(await warmEInvoiceValidator(1)).toBeNull();
    } finally {
      if (before === undefined) delete process.env.COMPTOIR_SAXON_JAR;
      else process.env.COMPTOIR_SAXON_JAR = before;
    }
  });
});
