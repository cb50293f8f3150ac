/**
 * EN 16931 conformance of an incoming e-invoice (issue 27 §4): the XML an extraction read is
 * judged here, in the server process, by the validators of decision 0030 (the extraction worker
 * threads do not start the Java worker). CII and Factur-X are judged as 'cii' (the Factur-X
 * profile's XSD is for our own outgoing invoices), UBL as 'ubl'.
 */
import {
  CONFORMANCE_MAX_RULES,
  CONFORMANCE_MAX_SCHEMA_ERRORS,
  type EInvoiceConformance,
} from '@comptoir/core/modules/extraction';
import { validateEInvoice } from '../../platform/einvoice/validate';

const ORDER = { fatal: 0, warning: 1, information: 2 } as const;

/** The validator's answer on `xml`, kept short: fatal rules first, at most 50 rules and 20 schema errors. */
export async function judgeConformance(xml: string, syntax: 'cii' | 'ubl'): Promise<EInvoiceConformance> {
  let answer: Awaited<ReturnType<typeof validateEInvoice>>;
  try {
    answer = await validateEInvoice(xml, syntax);
  } catch (error) {
    answer = {
      available: false,
      unavailable: `validator failed: ${error instanceof Error ? error.message : String(error)}`,
      schemaErrors: [],
      rules: [],
      valid: false,
    };
  }
  if (!answer.available) {
    return {
      checked: false,
      valid: false,
      syntax,
      rules: [],
      schemaErrors: [],
      unavailable: (answer.unavailable ?? 'validator unavailable').slice(0, 500),
    };
  }
  const rules = answer.rules
    .map((r, i) => ({ r, i }))
    .sort((a, b) => ORDER[a.r.flag] - ORDER[b.r.flag] || a.i - b.i)
    .slice(0, CONFORMANCE_MAX_RULES)
    .map(({ r }) => ({ id: r.id.slice(0, 100), flag: r.flag, text: r.text.slice(0, 1000) }));
  return {
    checked: true,
    valid: answer.valid,
    syntax,
    rules,
    schemaErrors: answer.schemaErrors.slice(0, CONFORMANCE_MAX_SCHEMA_ERRORS).map((e) => e.slice(0, 1000)),
  };
}
