/**
 * The suppliers Comptoir already knows (issue 34): when a document names one of them, by a VAT id
 * or an IBAN printed anywhere on it (the legal footer, the payment block) or by its name, that
 * supplier is the issuer, whatever the layout rules guessed (a platform's name at the top, the
 * buyer's block, a bank's). Matched in this order, each stronger than the next:
 *
 * 1. the VAT id or IBAN the rules gave the seller belongs to a known supplier;
 * 2. the seller's name the rules read is a known supplier's (letters and digits compared);
 * 3. another VAT id or IBAN on the document is a known supplier's (never the buyer's VAT id);
 * 4. a known supplier's name stands on the document as whole words (the first page first).
 *
 * The document is read here only; nothing leaves the process.
 */
import type {
  ExtractedField,
  ExtractionResult,
  FieldSource,
  KnownSupplier,
} from '@comptoir/core/modules/extraction';
import { findAmounts } from './finders/amounts';
import { contextOf, type Context } from './finders/fields/context';
import { findIbans } from './finders/iban';
import { sourceOf, type Line } from './finders/layout';
import { findVatIds } from './finders/vat';
import type { TextDocument } from './types';

/** Letters and digits of any script, lower case, without diacritics: how names are compared. */
export function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

const idKey = (v: string | null | undefined) => (v ?? '').replace(/[^A-Za-z0-9]/g, '').toUpperCase();

/** Legal forms dropped before a name is searched in the text ('Acme SARL' is found as 'Acme'). */
const LEGAL_FORM =
  /[\s,]+(?:gmbh(?: & co\.? kg)?|ltd\.?|limited|inc\.?|corp\.?|llc|plc|sarl|sas|sasu|sa|eurl|bv|b\.v\.|nv|n\.v\.|ag|kg|s\.?r\.?l\.?|s\.?p\.?a\.?|s\.?l\.?|oy|ab|co\.,? ltd\.?)$/i;

/** Words of a name, for a whole-word search in folded text (a short or generic name is never searched). */
function namePattern(name: string): RegExp | null {
  const core = name.trim().replace(LEGAL_FORM, '').trim();
  const key = nameKey(core);
  // Three letters or more ('ABC' is enough as a word; 'AB' is not), never only digits.
  if (key.length < 3 || !/\p{L}/u.test(key)) return null;
  const words = core
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (words.length === 0) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}])${words.join('[^\\p{L}\\p{N}]{1,3}')}(?![\\p{L}\\p{N}])`, 'u');
}

const plain = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

interface Match {
  supplier: KnownSupplier;
  by: 'vatNumber' | 'iban' | 'name';
  /** Where the document names it (the line of the id or name), null when the rules' own field does. */
  line: Line | null;
  /** The rules' field that named it (its source is kept). */
  from?: ExtractedField;
}

function byIds(ctx: Context, known: readonly KnownSupplier[], exclude: ReadonlySet<string>): Match | null {
  const vat = new Map(known.filter((k) => k.vatNumber).map((k) => [idKey(k.vatNumber), k]));
  const iban = new Map(known.filter((k) => k.iban).map((k) => [idKey(k.iban), k]));
  for (const line of ctx.lines) {
    for (const m of findVatIds(line.text)) {
      const key = idKey(m.value);
      const hit = vat.get(key);
      if (hit && !exclude.has(key)) return { supplier: hit, by: 'vatNumber', line };
    }
    for (const m of findIbans(line.text)) {
      const hit = m.valid ? iban.get(idKey(m.value)) : undefined;
      if (hit) return { supplier: hit, by: 'iban', line };
    }
  }
  return null;
}

function byNameOnPage(ctx: Context, known: readonly KnownSupplier[], buyer: string | null): Match | null {
  const buyerKey = buyer ? nameKey(buyer) : '';
  const patterns = known
    .filter((k) => !buyerKey || nameKey(k.name) !== buyerKey)
    .map((k) => ({ supplier: k, re: namePattern(k.name) }))
    .filter((p): p is { supplier: KnownSupplier; re: RegExp } => p.re !== null)
    // The longest name first: 'Acme Logistics' before 'Acme'.
    .sort((a, b) => nameKey(b.supplier.name).length - nameKey(a.supplier.name).length);
  if (patterns.length === 0) return null;
  for (const line of ctx.lines) {
    // Never a product line: a distributor's invoice names its makers' brands in its rows.
    if (isTableRow(ctx, line)) continue;
    const text = plain(line.text);
    const hit = patterns.find((p) => p.re.test(text));
    if (hit) return { supplier: hit.supplier, by: 'name', line };
  }
  return null;
}

/** A row of a line table: under a table's header, in three columns or more, with an amount. */
function isTableRow(ctx: Context, line: Line): boolean {
  if (line.segments.length < 3) return false;
  const under = [...ctx.tableHeaders].some((h) => h < line.index && ctx.lines[h]!.page === line.page);
  return under && findAmounts(line.text, ctx.decimalMark).some((a) => a.moneyLike);
}

/** The known supplier a document names, and where (see the file's comment for the order). */
export function knownSupplierOf(
  doc: TextDocument,
  result: ExtractionResult,
  known: readonly KnownSupplier[],
): Match | null {
  if (known.length === 0) return null;
  const invoice = result.kind === 'invoice' ? result : null;
  const name = result.kind === 'invoice' ? result.sellerName : result.supplierName;
  // 1. The ids the rules gave the seller.
  if (invoice) {
    const vat = idKey(invoice.sellerVatId.value);
    const iban = idKey(invoice.iban.value);
    const byVat = vat ? known.find((k) => idKey(k.vatNumber) === vat) : undefined;
    if (byVat) return { supplier: byVat, by: 'vatNumber', line: null, from: invoice.sellerVatId };
    const byIban = iban ? known.find((k) => idKey(k.iban) === iban) : undefined;
    if (byIban) return { supplier: byIban, by: 'iban', line: null, from: invoice.iban };
  }
  // 2. The name the rules read.
  const read = name.value ? nameKey(name.value) : '';
  const same = read ? known.find((k) => nameKey(k.name) === read) : undefined;
  if (same) return { supplier: same, by: 'name', line: null, from: name };
  const ctx = contextOf(doc);
  // 3. Any other id on the document, never the buyer's.
  const exclude = new Set<string>(invoice?.buyerVatId.value ? [idKey(invoice.buyerVatId.value)] : []);
  const ids = byIds(ctx, known, exclude);
  if (ids) return ids;
  // 4. A known name on the document.
  return byNameOnPage(ctx, known, invoice?.buyerName.value ?? null);
}

/**
 * The result with its issuer set to the known supplier the document names (its VAT id too when it
 * was matched by it and none was read); unchanged when it names none.
 */
export function preferKnownSupplier<T extends ExtractionResult>(
  doc: TextDocument,
  result: T,
  known: readonly KnownSupplier[],
): T {
  const match = knownSupplierOf(doc, result, known);
  if (!match) return result;
  const current = result.kind === 'invoice' ? result.sellerName : result.supplierName;
  const at = (line: Line, value: string, c: number): ExtractedField => ({
    value,
    confidence: c,
    source: sourceOf(line, doc.method),
  });
  const confidence = match.by === 'name' ? 0.9 : 0.95;
  const source: FieldSource | null = match.from?.source ?? current.source;
  const named: ExtractedField = match.line
    ? at(match.line, match.supplier.name, confidence)
    : { value: match.supplier.name, confidence: Math.max(current.confidence, confidence), source };
  if (result.kind === 'quotation') return { ...result, supplierName: named };
  const vatId =
    match.by === 'vatNumber' && !result.sellerVatId.value && match.supplier.vatNumber && match.line
      ? at(match.line, match.supplier.vatNumber, 0.95)
      : result.sellerVatId;
  return { ...result, sellerName: named, sellerVatId: vatId };
}
