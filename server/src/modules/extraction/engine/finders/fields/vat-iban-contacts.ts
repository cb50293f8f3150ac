/** VAT ids (in a party's block), the payee's IBAN, an e-mail address and a phone number. */
import { EMPTY_FIELD, type ExtractedField } from '@comptoir/core/modules/extraction';
import { findEmails, findPhones } from '../contact';
import { findIbans } from '../iban';
import { labelsOnLine, type Line } from '../layout';
import { findVatIds, type VatCheck } from '../vat';
import { field, type Context } from './context';

export function findVatInLines(
  ctx: Context,
  lines: readonly Line[],
  exclude: readonly Line[] = [],
): ExtractedField {
  const excluded = new Set(exclude.map((l) => l.index));
  let found: { value: string; check: VatCheck; line: Line; labelled: boolean } | null = null;
  for (const line of lines) {
    if (excluded.has(line.index)) continue;
    for (const v of findVatIds(line.text)) {
      const isLabelled = labelsOnLine(line, ['vatId']).length > 0;
      const cand = { value: v.value, check: v.check, line, labelled: isLabelled };
      const rank = (c: typeof cand) => (c.check === 'invalid' ? 0 : 2) + (c.labelled ? 1 : 0);
      if (!found || rank(cand) > rank(found)) found = cand;
    }
  }
  if (!found) return { ...EMPTY_FIELD };
  const confidence =
    found.check === 'valid' ? 0.96 : found.check === 'unchecked' ? 0.85 : found.labelled ? 0.6 : 0.4;
  return field(found.value, confidence, found.line, ctx);
}

export function findIban(ctx: Context): ExtractedField {
  let found: { value: string; valid: boolean; line: Line; labelled: boolean } | null = null;
  const rank = (c: NonNullable<typeof found>) => (c.valid ? 2 : 0) + (c.labelled ? 1 : 0);
  for (let i = 0; i < ctx.lines.length; i += 1) {
    const line = ctx.lines[i]!;
    const labelledHere = /(?<![a-z])iban(?![a-z])/.test(line.fold);
    // The buyer's account (direct debit: 'Käufer-IBAN', 'IBAN du client', 'debtor IBAN') is not the payee's.
    if (
      /(?:kaufer|kunde|kunden|client|buyer|customer|debtor|payer|zahler|debiteur|schuldner)\W{0,3}iban|iban\W{0,3}(?:du |of the |des )?(?:client|buyer|customer|kunden|debiteur|debtor)/.test(
        line.fold,
      )
    )
      continue;
    const prevLabelled = i > 0 && /(?<![a-z])iban\W*$/.test(ctx.lines[i - 1]!.fold);
    for (const m of findIbans(line.text)) {
      const cand = { value: m.value, valid: m.valid, line, labelled: labelledHere || prevLabelled };
      if (!cand.valid && !cand.labelled) continue;
      if (!found || rank(cand) > rank(found)) found = cand;
    }
  }
  if (!found) return { ...EMPTY_FIELD };
  return field(found.value, found.valid ? 0.97 : 0.5, found.line, ctx);
}

export function findEmail(ctx: Context, preferred: readonly Line[]): ExtractedField {
  for (const lines of [preferred, ctx.lines]) {
    for (const line of lines) {
      const e = findEmails(line.text)[0];
      if (e) return field(e.value, lines === preferred ? 0.9 : 0.75, line, ctx);
    }
  }
  return { ...EMPTY_FIELD };
}

export function findPhone(ctx: Context, preferred: readonly Line[]): ExtractedField {
  for (const lines of [preferred, ctx.lines]) {
    for (const line of lines) {
      const labelledHere = labelsOnLine(line, ['phone']).some(
        (h) => !/fax/.test(line.fold.slice(Math.max(0, h.start - 4), h.end + 4)),
      );
      const p = findPhones(line.text)[0];
      if (p && (labelledHere || lines === preferred)) {
        return field(p.value, labelledHere ? 0.9 : 0.7, line, ctx);
      }
    }
  }
  return { ...EMPTY_FIELD };
}
