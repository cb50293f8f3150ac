/**
 * The parties, seller and buyer: a name and the lines of its block, under a heading ('Vendeur',
 * 'Bill to'), beside a vertical Chinese heading, or for the seller the letterhead at the top of the
 * first page, a signing company or an e-mail domain.
 */
import { EMPTY_FIELD } from '@comptoir/core/modules/extraction';
import { findAmounts } from '../amounts';
import { findDates } from '../dates';
import { findIbans } from '../iban';
import { INVOICE_TITLES, QUOTATION_TITLES, TABLE_HEADERS, foldText, type LabelKey } from '../labels';
import { labelsOnLine, median, segmentAt, type LabelHit, type Line, type Segment } from '../layout';
import { findVatIds } from '../vat';
import { best, field, type Candidate, type Context } from './context';
import {
  LEGAL_MENTION,
  danfeIssuer,
  legalName,
  pageDomains,
  payeeName,
  sellerFromEmailDomain,
  signingCompany,
  spelledByDomain,
} from './issuer';
import {
  ADDRESS_LINE,
  CJK_COMPANY,
  COMPANY_FORM,
  JP_COMPANY,
  PERSONAL_TITLE,
  cleanName,
  isSenderLine,
  isSentence,
  looksLikeName,
  type Party,
} from './party-names';

/**
 * The addressee's honorific ('株式会社GRAN ARK 御中', '山田 太郎 様'): a Japanese document names its
 * customer so; never the issuer.
 */
const ADDRESSEE = /(?:御中|様|殿)\s*$/;
/**
 * A party's tax status, printed where a name could stand ('Responsable inscripto', 'Consumidor
 * final', 'Monotributo'): never a name. In folded text.
 */
const TAX_STATUS =
  /^(?:iva )?(?:responsable (?:inscripto|no inscripto|monotributo)|monotributo|monotributista|consumidor final|exento|sujeto exento)$/;

/**
 * A company's name in a labelled field of the issuer's block ('Razón Social: CAPUTTO PABLO
 * ROBERTO', 'Company name: …'). In folded text, the label and its colon.
 */
const NAME_FIELD =
  /^(?:razon social|raison sociale|ragione sociale|denominacion(?: social)?|company name|nombre comercial)\s*:\s*/;

/** A payment status stamped on the page ('Pagado', 'Paid'): not a name. */
const PAYMENT_STATUS =
  /^(?:paid|pagado|pagato|pago|paye|bezahlt|betaald|zaplacono|zaplaceno|uhrazeno|pago realizado|paid in full)$/;

const PARTY_KEYS: LabelKey[] = ['seller', 'buyer'];
/** The labels of a document's references: its number, dates, VAT id, IBAN and currency. */
const REFERENCE_LABELS: LabelKey[] = [
  'invoiceNumber',
  'quotationNumber',
  'issueDate',
  'dueDate',
  'validUntil',
  'vatId',
  'iban',
  'currency',
];
const ALL_FIELD_LABELS: LabelKey[] = [...REFERENCE_LABELS, 'totalWithTax', 'totalWithoutTax'];
/** Labels that make a line a field rather than the sender's name. */
const NOT_A_NAME_LABELS: LabelKey[] = [
  ...REFERENCE_LABELS,
  'phone',
  'email',
  'contactPerson',
  ...PARTY_KEYS,
  'genericNumber',
];

/** A line that is a field label or a heading rather than a value. */
function isLabelLine(line: Line): boolean {
  return /:\s*$/.test(line.segments[0]!.text) || /^[^:]{1,40}:/.test(line.text);
}

/**
 * A party's heading and the name on its line, if any. `within`: the label stands inside its
 * segment after other words ('… Aussteller: London Strategy Group', 'CBU del Emisor: 19102…'): a
 * qualifier as often as a heading, so only a name after it counts, never the lines under it.
 */
interface PartyHeading {
  hit: LabelHit;
  inline: string;
  within: boolean;
}

function partyHeadings(ctx: Context, role: 'seller' | 'buyer'): PartyHeading[] {
  const out: PartyHeading[] = [];
  for (const line of ctx.lines) {
    if (ctx.tableHeaders.has(line.index)) continue;
    const hits = labelsOnLine(line, PARTY_KEYS);
    const hit = hits.find((h) => h.key === role);
    if (!hit) continue;
    const seg = segmentAt(line, hit.start);
    // The label must open its segment ('Vendeur', 'Bill to:', 'Käufer/Leistungsempfänger'), be
    // followed by a colon in the same column ('… Aussteller: London Strategy Group'; not a column
    // title 'Proposed Period From' whose value ':05-Jul-2020' stands in the next column), or be a
    // phrase that introduces the name itself ('… provided by Bharti Airtel Limited').
    const introduces = / by$/.test(line.fold.slice(hit.start, hit.end));
    if (
      hit.start - seg.offset > 1 &&
      !introduces &&
      !/^\s*:/.test(line.text.slice(hit.end, seg.offset + seg.text.length))
    )
      continue;
    const rest = line.text.slice(hit.end, seg.offset + seg.text.length).replace(/^[\s:/-]+/, '');
    // A qualifier in brackets ('Buyer (If not Consignee)') belongs to the heading, not the name.
    const restFold = /^\(.*\)$/.test(rest.trim()) ? '' : foldText(rest);
    if (rest.split(/\s+/).length > 6 && !/^[\s:]/.test(line.text.slice(hit.end))) continue;
    // 'Käufer/Leistungsempfänger': the rest is another label of the same party.
    // (Only a label opening the rest: 'Comercialitzadora: Repsol Comercializadora …' is a name.)
    let inline =
      !restFold || labelsOnLine({ ...line, fold: restFold, text: rest }, PARTY_KEYS).some((h) => h.start <= 1)
        ? ''
        : rest;
    // 'Bill to:   Harbor View Retail': the value in the next column of the same line.
    const next = line.segments[line.segments.indexOf(seg) + 1];
    // A row of column titles without colons ('Comercializadora   Tipo de tarifa   Titular', each
    // value under its title): the next title is not the value ('From:   Acme' has its colon).
    const below = ctx.lines[line.index + 1];
    const under = (s: Segment) =>
      below !== undefined &&
      below.page === line.page &&
      below.y - line.y < Math.max(line.height, below.height) * 2.2 &&
      below.segments.some((b) => Math.abs(b.x - s.x) <= 4);
    const titleRow =
      !/:\s*$/.test(seg.text) &&
      next !== undefined &&
      // (A company's name is a value, in a form's grid of labels and values: '開立公司  全葳…有限公司'.)
      !COMPANY_FORM.test(next.text) &&
      !CJK_COMPANY.test(next.text) &&
      under(seg) &&
      under(next);
    if (
      !inline &&
      !restFold &&
      next &&
      !titleRow &&
      next.x - seg.x2 < 200 &&
      // ('Comercializadora:   Repsol Comercializadora de …': a label inside the name is not one.)
      !labelsOnLine({ ...line, fold: next.fold, text: next.text }, [...ALL_FIELD_LABELS, ...PARTY_KEYS]).some(
        (h) => h.start <= 1,
      )
    ) {
      inline = next.text;
    }
    // Under a title of such a row, the value is the text right under it, alone.
    if (!inline && !restFold && titleRow) {
      inline = below!.segments.find((b) => Math.abs(b.x - seg.x) <= 4)!.text;
    }
    // 'Issuer: Name | Tax id: … | Address: …': the value ends at the first separator.
    out.push({ hit, inline: inline.split(/\s+[|•●·∙]\s+/)[0]!, within: hit.start - seg.offset > 1 });
  }
  return out;
}

/** The lines of the block that starts under a heading: same column, until a gap or the next heading. */
function blockUnder(ctx: Context, heading: LabelHit): Line[] {
  const seg = segmentAt(heading.line, heading.start);
  // Another party's heading further along the heading's line ('Sprzedawca … Nabywca') starts the
  // next column: this block ends before it.
  const headings = labelsOnLine(heading.line, PARTY_KEYS);
  const next = heading.line.segments
    .filter((s) => s.x > seg.x && headings.some((h) => h.start >= s.offset && h.start - s.offset <= 1))
    .map((s) => s.x);
  const limit = Math.min(seg.x + Math.max(260, seg.x2 - seg.x), ...next.map((x) => x - 4));
  const block: Line[] = [];
  let lastY = heading.line.y;
  const step = heading.line.height;
  for (let i = heading.line.index + 1; i < ctx.lines.length && block.length < 14; i += 1) {
    const line = ctx.lines[i]!;
    if (line.page !== heading.line.page) break;
    if (line.y - lastY > Math.max(step, line.height) * 3.2) break;
    if (
      labelsOnLine(line, PARTY_KEYS).some(
        (h) => h.start - segmentAt(line, h.start).offset <= 1 && segmentAt(line, h.start).x <= seg.x + 40,
      )
    ) {
      break;
    }
    const inColumn = line.segments.filter((s) => s.x2 > seg.x - 10 && s.x < limit);
    if (inColumn.length === 0) continue;
    block.push({
      ...line,
      segments: inColumn,
      text: inColumn.map((s) => s.text).join(' '),
      fold: inColumn.map((s) => s.fold).join(' '),
    });
    lastY = line.y;
  }
  return block;
}

/**
 * Chinese forms title each party's box with a heading set vertically, one character a line, at the
 * box's left edge ('购 / 买 / 方 / 信 / 息' beside the buyer's name and tax number, '销 / 售 / 方 …'
 * beside the seller's): the party's block is what stands right of that heading on its lines, up to
 * the next such heading.
 */
function verticalPartyBlock(ctx: Context, role: 'seller' | 'buyer'): Line[] | null {
  const single = (s: Segment) => /^\p{Script=Han}$/u.test(s.text);
  const headings: { word: string; x: number; x2: number; lines: Line[] }[] = [];
  const used = new Set<Segment>();
  for (const line of ctx.lines) {
    for (const seg of line.segments) {
      if (!single(seg) || used.has(seg)) continue;
      const lines = [line];
      let word = seg.text;
      let last = line;
      for (let i = line.index + 1; i < ctx.lines.length && lines.length < 8; i += 1) {
        const next = ctx.lines[i]!;
        if (next.page !== line.page || next.y - last.y > Math.max(last.height, next.height) * 2) break;
        const below = next.segments.find((s) => single(s) && Math.abs(s.x - seg.x) <= 2);
        // The box's own lines may sit between two characters of the title (the provincial
        // e-fapiao: '购' at 94, '纳税人识别号' at 98, '买' at 111).
        if (!below) continue;
        used.add(below);
        word += below.text;
        lines.push(next);
        last = next;
      }
      if (lines.length >= 3) headings.push({ word, x: seg.x, x2: seg.x2, lines });
    }
  }
  const own = headings.find((h) => {
    const probe = { ...h.lines[0]!, text: h.word, fold: foldText(h.word), segments: [] } as Line;
    probe.segments = [{ text: h.word, fold: probe.fold, x: h.x, x2: h.x2, offset: 0 }];
    const hit = labelsOnLine(probe, PARTY_KEYS)[0];
    return hit !== undefined && hit.key === role && hit.start === 0;
  });
  if (!own) return null;
  const block: Line[] = [];
  // The box: from a line above its title's first character to a line below its last.
  const first = own.lines[0]!;
  const last = own.lines[own.lines.length - 1]!;
  const top = first.y - first.height * 1.6;
  const bottom = last.y + last.height * 1.6;
  const spans = (h: { lines: Line[] }, line: Line) =>
    line.page === h.lines[0]!.page &&
    line.y >= h.lines[0]!.y - h.lines[0]!.height * 1.6 &&
    line.y <= h.lines[h.lines.length - 1]!.y + h.lines[0]!.height * 1.6;
  const boxLines = ctx.lines.filter((l) => l.page === first.page && l.y >= top && l.y <= bottom);
  for (const line of boxLines) {
    const limit = Math.min(
      Infinity,
      ...headings.filter((h) => h !== own && h.x > own.x && spans(h, line)).map((h) => h.x),
    );
    const segments = line.segments.filter((s) => s.x >= own.x2 && s.x2 <= limit + 1);
    if (segments.length === 0) continue;
    block.push({
      ...line,
      segments,
      text: segments.map((s) => s.text).join(' '),
      fold: segments.map((s) => s.fold).join(' '),
    });
  }
  return block.length > 0 ? block : null;
}

/** A name in a block: after a 'Name:' label (with the lines that belong to it), else the first name-like line. */
function nameInBlock(block: Line[]): { name: string; line: Line } | null {
  for (let i = 0; i < block.length; i += 1) {
    const line = block[i]!;
    const hits = labelsOnLine(line, ['name', 'vatId', 'phone', 'email', 'contactPerson', 'genericNumber']);
    const nameHit = hits.find((h) => h.key === 'name' && h.start <= 1);
    if (!nameHit) continue;
    const valueText = line.text.slice(nameHit.end).replace(/^[\s:：]+/, '');
    if (!valueText) continue;
    const valueStart =
      nameHit.end +
      (line.text.slice(nameHit.end).length - line.text.slice(nameHit.end).replace(/^[\s:：]+/, '').length);
    const valueX = line.segments.find((s) => s.offset + s.text.length > valueStart)?.x ?? line.segments[0]!.x;
    const parts = [valueText];
    // Unlabelled lines just above, in the value column, nearer this label than any other, belong to
    // it (a two-line name with its label set against the second line).
    const others = block.filter((b) => b !== line && isLabelLine(b));
    const nearestOther = (y: number) => Math.min(Infinity, ...others.map((o) => Math.abs(o.y - y)));
    for (let j = i - 1; j >= 0; j -= 1) {
      const prev = block[j]!;
      if (isLabelLine(prev) || Math.abs(prev.segments[0]!.x - valueX) > 4) break;
      const distance = line.y - prev.y;
      if (distance > line.height * 1.8 || distance >= nearestOther(prev.y)) break;
      parts.unshift(prev.text);
    }
    return { name: parts.join(' '), line };
  }
  for (const line of block) {
    if (isLabelLine(line)) continue;
    if (looksLikeName(line.text)) return { name: line.text, line };
  }
  return null;
}

/** A salutation alone on its line ('Monsieur' over the customer's name), never a company. */
const TITLE_ALONE =
  /^(?:mr|mrs|ms|miss|mevrouw|meneer|herr|frau|monsieur|madame|mademoiselle|mme|messieurs|senor(?:es)?|senora|sr(?:es)?|sra|signor[ae]?|sig(?:ra)?|senhor(?:a)?)\.?$/i;
/** Postal operators, named in a letter's franking mark. */
const POSTAL_OPERATOR =
  /^(?:(?:p\.?p\.? )?(?:poste ch(?: sa)?|la poste|deutsche post(?: ag)?|royal mail|postnl|bpost|correos|osterreichische post(?: ag)?|swiss post|post ch(?: ag)?|usps|canada post|postes canada)|p\.?p\.?|port paye|entgelt bezahlt|postage paid)$/;
/** A department of the issuer ('Service Clients SIG', 'Kundenservice'), not its name. */
const DEPARTMENT =
  /^(?:service(?:s)? (?:clients?|client|consommateurs?|comptabilite|facturation)|customer (?:service|care|support)|kunden ?(?:service|dienst|betreuung)|atencion al cliente|servizio clienti|klantenservice)(?![a-z])/;

/** Which copy of a document this is ('ORIGINAL', 'DUPLICADO', 'Copie client'): a stamp, not a name. */
const COPY_MARK =
  /^(?:original|duplicado|triplicado|cuadruplicado|copia|copie(?: client)?|copy|duplicate|triplicate|duplikat|kopie|original for (?:recipient|buyer)|duplicate for (?:transporter|supplier))$/;

/**
 * The payee prints its VAT id with its IBAN (the legal footer): a block of lines that carries
 * another VAT id, without a heading, is the customer's address block ('Amparo BV / BE0795.648.537
 * / Tiensesteenweg…' under a one-word letterhead).
 */
function otherVatBlocks(ctx: Context): Line[] {
  const norm = (v: string) => v.replace(/[^A-Z0-9]/gi, '').toUpperCase();
  const payee = new Set<string>();
  const ibans = (text: string) => findIbans(text).filter((m) => m.valid);
  ctx.lines.forEach((line, i) => {
    if (ibans(line.text).length === 0) return;
    for (const near of ctx.lines.slice(Math.max(0, i - 2), i + 3)) {
      // A VAT id ('BTW BE0703.928.505'), never the digits of an IBAN.
      const text = ibans(near.text).reduce(
        (t, m) => t.slice(0, m.index) + ' '.repeat(m.raw.length) + t.slice(m.index + m.raw.length),
        near.text,
      );
      for (const v of findVatIds(text)) payee.add(norm(v.value));
    }
  });
  if (payee.size === 0) return [];
  const out: Line[] = [];
  for (const line of ctx.lines) {
    if (!findVatIds(line.text).some((v) => !payee.has(norm(v.value)))) continue;
    // The block: the lines above it set at the same spacing, on the same page.
    let k = line.index;
    while (k > 0) {
      const above = ctx.lines[k - 1]!;
      const here = ctx.lines[k]!;
      const gap = here.y - above.y > 1.6 * Math.max(above.height, here.height, 1);
      if (above.page !== here.page || gap || above.text.trim() === '') break;
      k -= 1;
    }
    out.push(...ctx.lines.slice(k, line.index + 1));
  }
  return out;
}

/**
 * A column's title alone ('Description', 'Qty' over a table whose titles the layout did not take
 * for a header row, set over two lines): never a party's name.
 */
function isColumnTitle(fold: string): boolean {
  const t = fold.replace(/[\s:.#]+$/, '').trim();
  return Object.values(TABLE_HEADERS).some((re) => re.exec(t)?.[0].length === t.length);
}

/** Field labels of a form-like party block: the label, never the name. */
const FORM_LABEL =
  /^(?:(?:mailing|service|billing|shipping|delivery|postal|premises|remittance) )?(?:address|adresse|adres|anschrift)\W*$|^(?:phone|mobile|place of(?: supply)?|supply|state|m\/s|pan|gstin|contact|account (?:balance|number|summary|details)|billing (?:details|summary)|statement (?:date|summary))\W*$/;

/**
 * A letterhead name set in large type over several lines ('Angelo' / 'Keirsebilck' / 'Dev'): the
 * lines right under the first one, same column, same large size, short and without digits, joined.
 */
function letterheadLines(ctx: Context, first: Line): string | null {
  const body = median(ctx.lines.filter((l) => l.page === first.page).map((l) => l.height));
  if (first.segments.length !== 1 || first.height < body * 1.8) return null;
  const parts = [first];
  for (let i = first.index + 1; i < ctx.lines.length && parts.length < 4; i += 1) {
    const line = ctx.lines[i]!;
    const prev = parts[parts.length - 1]!;
    if (
      line.page !== first.page ||
      line.segments.length !== 1 ||
      Math.abs(line.height - first.height) > first.height * 0.05 ||
      Math.abs(line.segments[0]!.x - first.segments[0]!.x) > 3 ||
      line.y - prev.y > first.height * 1.6 ||
      /\d/.test(line.text) ||
      line.text.split(/\s+/).length > 3
    ) {
      break;
    }
    parts.push(line);
  }
  return parts.length === 1 ? null : parts.map((p) => p.text).join(' ');
}

export function findParty(ctx: Context, role: 'seller' | 'buyer'): Party {
  if (role === 'seller') {
    const stub = danfeIssuer(ctx);
    if (stub) return stub;
  }
  const headings = partyHeadings(ctx, role);
  for (const { hit, inline, within } of headings) {
    const block = blockUnder(ctx, hit);
    const inlineIsLabel =
      inline !== '' &&
      labelsOnLine({ ...hit.line, fold: foldText(inline), text: inline }, [
        'issueDate',
        'dueDate',
        'otherDate',
      ]).length > 0 &&
      inline.split(/\s+/).length <= 2;
    if (inline && looksLikeName(inline) && !inlineIsLabel) {
      return { name: field(cleanName(inline), 0.85, hit.line, ctx), block: [hit.line, ...block] };
    }
    if (within) continue;
    const found = nameInBlock(block);
    if (found) {
      const labelledName = /:/.test(found.line.text);
      return { name: field(cleanName(found.name), labelledName ? 0.9 : 0.8, found.line, ctx), block };
    }
  }
  const vertical = verticalPartyBlock(ctx, role);
  if (vertical) {
    const found = nameInBlock(vertical);
    if (found) return { name: field(cleanName(found.name), 0.85, found.line, ctx), block: vertical };
  }
  if (role === 'buyer') return { name: { ...EMPTY_FIELD }, block: [] };
  // Two party columns side by side, 'Société' beside 'Client': the one beside the buyer's is the issuer's.
  for (const { hit } of partyHeadings(ctx, 'buyer')) {
    for (const seg of hit.line.segments) {
      if (hit.start >= seg.offset && hit.start < seg.offset + seg.text.length) continue;
      if (
        !/^(?:nom|raison sociale|name|company|firma|societe|entreprise|emetteur|de|from|von|van)\W*$/.test(
          seg.fold,
        )
      )
        continue;
      const heading: LabelHit = {
        key: 'seller',
        weight: 1,
        line: hit.line,
        start: seg.offset,
        end: seg.offset + seg.text.length,
      };
      // The column ends where the buyer's begins.
      const limit = segmentAt(hit.line, hit.start).x;
      const block = blockUnder(ctx, heading)
        .map((l) => {
          const own = seg.x < limit ? l.segments.filter((s) => s.x < limit - 4) : l.segments;
          return {
            ...l,
            segments: own,
            text: own.map((s) => s.text).join(' '),
            fold: own.map((s) => s.fold).join(' '),
          };
        })
        .filter((l) => l.segments.length > 0);
      const found = nameInBlock(block);
      if (found) return { name: field(cleanName(found.name), 0.75, found.line, ctx), block };
    }
  }
  // No seller heading: the issuer's block at the top of the first page, outside the buyer's block
  // ('Bill to' and the lines under it name the customer, not the issuer).
  const cands: Candidate[] = [];
  const buyerSegments = new Set<Segment>();
  for (const { hit } of partyHeadings(ctx, 'buyer')) {
    // The heading's line from the heading on: a column to its left is another party's
    // ('Cloudflare, Inc.' beside 'Bill to').
    const own = segmentAt(hit.line, hit.start);
    for (const s of hit.line.segments) if (s.x >= own.x - 4) buyerSegments.add(s);
    for (const l of blockUnder(ctx, hit)) for (const s of l.segments) buyerSegments.add(s);
  }
  // The addressee named with its honorific ('… 御中') is the customer.
  for (const line of ctx.lines)
    for (const s of line.segments) if (ADDRESSEE.test(s.text)) buyerSegments.add(s);
  for (const l of otherVatBlocks(ctx)) for (const s of l.segments) buyerSegments.add(s);
  // The issuer's block is above the line items: table rows are product names, not parties.
  const firstTable = Math.min(...[...ctx.tableHeaders].filter((i) => ctx.lines[i]!.page === 1));
  const firstPage = ctx.lines.filter((l) => l.page === 1 && l.index < firstTable);
  const maxHeight = Math.max(...firstPage.map((l) => l.height), 1);
  const vatLines = firstPage.filter((l) => findVatIds(l.text).length > 0);
  // The first line that opens with the document's number or date label ('# : INV-000001').
  const referenceLine = firstPage.find((l) =>
    labelsOnLine(l, ['invoiceNumber', 'quotationNumber', 'issueDate', 'dueDate', 'genericNumber']).some(
      (h) => h.start <= 1 && h.weight >= 0.5,
    ),
  );
  for (const line of firstPage) {
    if (line.y > line.pageHeight * 0.3) continue;
    for (const raw of line.segments) {
      // An e-mail or web address beside the name ('TechCloud GmbH support@techcloud.com') is not part of it.
      const text = raw.text.replace(/\s*\S+@\S+|\s*(?:https?:\/\/|www\.)\S+/gi, '').trim();
      const seg = text === raw.text ? raw : { ...raw, text, fold: foldText(text) };
      const fold = seg.fold;
      if (buyerSegments.has(raw) || !looksLikeName(seg.text) || isSentence(seg.text)) continue;
      // A field label of a form-like block ('Address   Sumel Business Park …'), not a name.
      if (FORM_LABEL.test(fold)) continue;
      if (INVOICE_TITLES.test(fold) && fold.length < 30) continue;
      if (QUOTATION_TITLES.test(fold) && fold.length < 30) continue;
      if (ctx.tableHeaders.has(line.index) || isColumnTitle(fold)) continue;
      // (A weak date word inside a name is no label: 'Boulangerie du Port'; 'Date' alone is one.)
      if (
        labelsOnLine({ ...line, fold, text: seg.text }, NOT_A_NAME_LABELS).some(
          (h) => h.weight >= 0.5 || h.start <= 1,
        )
      )
        continue;
      if (findDates(seg.text).length > 0) continue;
      const sender = isSenderLine(seg.text);
      if (/\d{4,}/.test(seg.text) && !COMPANY_FORM.test(seg.text) && !sender) continue;
      // 'Mevrouw M.S. Post', 'Mr John Doe': a person addressed is the recipient, not the letterhead.
      if (PERSONAL_TITLE.test(seg.text) || TITLE_ALONE.test(fold.trim())) continue;
      // Nor the document type's code ('Código 01', 'CÓD. 201' on an Argentine factura).
      if (COPY_MARK.test(fold.trim()) || /^(?:cod(?:igo)?\.?|code) ?n?[º°]?\.? ?\d+$/.test(fold.trim()))
        continue;
      if (PAYMENT_STATUS.test(fold.trim()) || TAX_STATUS.test(fold.trim())) continue;
      // Thanks ('THANK YOU', 'Merci de votre confiance'): never a name.
      if (/^(?:thank you|thanks|merci|danke|gracias|grazie|obrigado)(?![a-z])/.test(fold)) continue;
      // The name in its labelled field ('Razón Social: CAPUTTO PABLO ROBERTO'), the value only;
      // under the document's number and date, the customer's.
      const named = NAME_FIELD.exec(fold);
      if (named) {
        const value = seg.text.slice(named[0].length).trim();
        const customers = referenceLine !== undefined && line.index > referenceLine.index;
        if (!customers && looksLikeName(value) && !isSentence(value))
          cands.push({ value, score: 0.75 - (line.y / line.pageHeight) * 0.5, line });
        continue;
      }
      // A field with its value ('Vessel: MSC SAMAR 952E', 'Proposal No: 1001'): not the letterhead.
      if (/^\p{L}[\p{L} .'/-]{0,24}:\s*\S/u.test(seg.text)) continue;
      // The post's franking ('P.P. 1211 Genève 2 / Poste CH SA'), a customer-service department
      // over the company's name, a legal mention ('SARL au capital de …'): not the issuer's name.
      if (POSTAL_OPERATOR.test(fold.trim()) || DEPARTMENT.test(fold) || LEGAL_MENTION.test(fold)) continue;
      // Nor a line with an amount of money ('Totaal € 12,00').
      if (findAmounts(seg.text, ctx.decimalMark).some((m) => m.moneyLike) && !COMPANY_FORM.test(seg.text))
        continue;
      const form = COMPANY_FORM.test(seg.text) || JP_COMPANY.test(seg.text);
      let score = 0.3 + 0.4 * (line.height / maxHeight) + (form ? 0.3 : 0);
      if (sender) score += 0.4;
      // Never an address line as the name ('Molenweg 4, 3512 AB Utrecht').
      else if (ADDRESS_LINE.test(seg.text)) continue;
      score -= (line.y / line.pageHeight) * 0.5;
      score -= (seg.x / Math.max(1, line.pageWidth)) * 0.1;
      // Under the document's number and dates is the customer's block, not the issuer's letterhead
      // (a billing tool's page: issuer, then 'Invoice# / Date / Terms', then the customer).
      if (referenceLine && line.index > referenceLine.index) score -= 0.3;
      // The issuer's block carries its VAT id under its name ('CHE-108.955.185 TVA').
      // (The name, not an address line of the block: no digits.)
      const vat = vatLines.find((v) => v.index > line.index && v.index - line.index <= 6);
      if (
        vat &&
        !/\d/.test(seg.text) &&
        vat.segments.some((vs) => !buyerSegments.has(vs) && Math.abs(vs.x - seg.x) <= 60)
      )
        score += 0.25;
      cands.push({ value: letterheadLines(ctx, line) ?? seg.text, score, line });
    }
  }
  // 'For Gujarat Freight Tools' above 'Authorised Signatory': the issuer signs for its company.
  const signed = signingCompany(ctx, buyerSegments);
  if (signed) cands.push(signed);
  // 'EDF-SA au capital de …' in the footer: the issuer's legal name.
  const legal = legalName(ctx, buyerSegments);
  if (legal) cands.push(legal);
  // 'Make checks payable to National Grid': whom the customer pays.
  const payee = payeeName(ctx, buyerSegments);
  if (payee) cands.push(payee);
  // The issuer's web site or e-mail domain spells its name: that candidate is the issuer more
  // surely than a name the domains do not spell (a mailing house's return address).
  const domains = pageDomains(ctx, buyerSegments);
  for (const c of cands) if (spelledByDomain(c.value, domains)) c.score += 0.35;
  const top1 = best(cands);
  if (!top1) return sellerFromEmailDomain(ctx, buyerSegments);
  const startIndex = ctx.lines.indexOf(top1.line);
  const block = ctx.lines.slice(startIndex, startIndex + 8).filter((l) => l.page === top1.line.page);
  return {
    name: field(cleanName(top1.value), Math.min(0.8, 0.45 + top1.score * 0.3), top1.line, ctx),
    block,
  };
}
