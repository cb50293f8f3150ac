/**
 * Signals that name the issuer beside its letterhead: its e-mail and web domains, its legal
 * mentions, whom the customer pays, the company that signs, the Brazilian nota fiscal's receipt
 * stub. Each gives a candidate the letterhead's are weighed against (`findParty`).
 */
import { EMPTY_FIELD } from '@comptoir/core/modules/extraction';
import { findEmails } from '../contact';
import { foldText } from '../labels';
import { segmentAt, type Segment } from '../layout';
import { field, type Candidate, type Context } from './context';
import { COMPANY_FORM, PERSONAL_TITLE, isSentence, looksLikeName, type Party } from './party-names';

/** Mail providers whose domain names nobody's business. */
const FREE_MAIL =
  /^(?:gmail|googlemail|yahoo|hotmail|outlook|live|msn|icloud|me|aol|gmx|web|t-online|orange|free|wanadoo|laposte|sfr|proton|protonmail|qq|163|126|example)$/;

/**
 * The business a host name stands for, the label before its top-level or second-level domain
 * ('www.aziende.edisonenergia.it' → 'edisonenergia', 'bluestar.co.in' → 'bluestar'); '' for a
 * mail provider's.
 */
function businessLabel(host: string): string {
  const labels = host.toLowerCase().split('.');
  const second = labels.length >= 3 && /^(?:co|com|org|net|gov|ac|ne|or)$/.test(labels[labels.length - 2]!);
  const name = labels[labels.length - (second ? 3 : 2)] ?? '';
  return FREE_MAIL.test(name) ? '' : name;
}

/**
 * No letterhead name at all: the issuer's e-mail domain names it ('info@volksbank-mitte.de' →
 * 'Volksbank Mitte'), from the first business address outside the buyer's block; a modest confidence.
 */
export function sellerFromEmailDomain(ctx: Context, buyerSegments: Set<Segment>): Party {
  for (const line of ctx.lines) {
    for (const seg of line.segments) {
      if (buyerSegments.has(seg)) continue;
      for (const email of findEmails(seg.text)) {
        const name = businessLabel(email.value.split('@')[1]!);
        if (name.length < 3 || /\d/.test(name)) continue;
        const words = name.split(/[-_]+/).map((w) => w.charAt(0).toUpperCase() + w.slice(1));
        return { name: field(words.join(' '), 0.45, line, ctx), block: [line] };
      }
    }
  }
  return { name: { ...EMPTY_FIELD }, block: [] };
}

/** The business names the page's e-mail and web addresses give, outside the buyer's block. */
export function pageDomains(ctx: Context, buyerSegments: Set<Segment>): string[] {
  const out = new Set<string>();
  for (const line of ctx.lines) {
    for (const seg of line.segments) {
      if (buyerSegments.has(seg)) continue;
      for (const m of seg.text.matchAll(/(?:@|www\.|https?:\/\/)([a-z0-9][a-z0-9.-]*\.[a-z]{2,})/gi)) {
        const name = businessLabel(m[1]!).replace(/[^a-z0-9]/g, '');
        if (name.length >= 4) out.add(name);
      }
    }
  }
  return [...out];
}

/**
 * A name whose first whole words its page's web or e-mail domain spells: 'EDISON ENERGIA S.p.A.'
 * and 'edisonenergia.it', 'Blue Star Limited' and 'bluestarindia.com'; not 'Hinkelsteininvest SE'
 * and 'hinkelstein.ix', a word the domain only begins.
 */
export function spelledByDomain(name: string, domains: readonly string[]): boolean {
  const words = foldText(name)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return domains.some((d) => {
    let spelled = '';
    for (const word of words) {
      spelled += word;
      if (spelled.length >= 4 && d.startsWith(spelled)) return true;
      if (!d.startsWith(spelled)) return false;
    }
    return false;
  });
}

/** 'For Acme Traders' (or 'For and on behalf of …') with a signatory line near it: the issuer's company. */
export function signingCompany(ctx: Context, buyerSegments: Set<Segment>): Candidate | null {
  for (const line of ctx.lines) {
    for (const seg of line.segments) {
      if (buyerSegments.has(seg)) continue;
      const m = /^for (?:and on behalf of )?(.+?)[\s:]*$/i.exec(seg.text);
      if (!m || !looksLikeName(m[1]!) || m[1]!.split(/\s+/).length > 6) continue;
      const near = ctx.lines.filter(
        (l) =>
          l.page === line.page &&
          l.y > line.y - line.height * 3 &&
          l.y - line.y < l.pageHeight * 0.25 &&
          l !== line,
      );
      if (!near.some((l) => /(?<![a-z])(?:signatory|signature|authori[sz]ed)/.test(l.fold))) continue;
      return { value: m[1]!, score: 0.9, line };
    }
  }
  return null;
}

/**
 * A company's legal mentions, printed after its name by the issuer in its footer or letterhead
 * ('EDF-SA au capital de …', '… S.L.U. Inscrita Registro Mercantil …', 'Acme Ltd, registered in
 * England', 'Acme GmbH · Amtsgericht …'). In folded text.
 */
export const LEGAL_MENTION =
  /(?<![a-z])(?:au capital (?:social )?de|capital social|inscrit[ae]? (?:au |en el |al |en )?(?:rcs|r\.c\.s|registro)|registro mercantil|registered (?:in|office|company|number)|company (?:no|number|registration)|handelsregister|amtsgericht|registergericht|sitz der gesellschaft|iscritta|registro (?:delle )?imprese|kamer van koophandel|sede legale|capitale sociale|societa (?:a|con) (?:socio unico|unico socio)|siege social|sede social)(?![a-z])/;

/** The company a legal mention follows on its line, when it reads as a company's name. */
export function legalName(ctx: Context, buyerSegments: Set<Segment>): Candidate | null {
  for (const line of ctx.lines) {
    const m = LEGAL_MENTION.exec(line.fold);
    if (!m) continue;
    const seg = segmentAt(line, m.index);
    if (buyerSegments.has(seg)) continue;
    let before = line.text
      .slice(seg.offset, m.index)
      .replace(/[\s,;:·|–-]+$/, '')
      .trim();
    let at = line;
    // The mention opens its line: the name is the line above, when it is a company's
    // ('Repsol Comercializadora …, S.L.U.' over 'Inscrita Registro Mercantil …').
    const above = ctx.lines[line.index - 1];
    if (
      !before &&
      above &&
      above.page === line.page &&
      line.y - above.y < Math.max(line.height, above.height) * 3.2 &&
      COMPANY_FORM.test(above.text)
    ) {
      before = above.text.trim();
      at = above;
    }
    // Only a legal form ('SARL au capital de 7 500 €' under the name): the name is elsewhere.
    if (!before.replace(new RegExp(COMPANY_FORM.source, 'g'), '').replace(/[\s.,-]+/g, '')) continue;
    if (!looksLikeName(before) || before.split(/\s+/).length > 10 || isSentence(before)) continue;
    // A company's name: with its legal form, or right before its capital ('EDF-SA au capital').
    if (!COMPANY_FORM.test(before) && !/capital/.test(m[0])) continue;
    return { value: before, score: 1.1, line: at };
  }
  return null;
}

/**
 * Whom the customer pays, named in the payment instructions: 'Make checks payable to National
 * Grid', 'chèque à l'ordre de …', 'bonifico a favore di …'. In folded text; the name runs to the
 * first full stop, comma, bracket or semicolon.
 */
const PAYEE =
  /(?<![a-z])(?:(?:checks?|cheques?) (?:made )?payable to|payable to the order of|(?:cheque|paiement|virement) a l'ordre de|a favore di)\s+([^.,;(]+)/;

/** The payee of the payment instructions, when it reads as a name (not 'the order of', not a person addressed). */
export function payeeName(ctx: Context, buyerSegments: Set<Segment>): Candidate | null {
  for (const line of ctx.lines) {
    const m = PAYEE.exec(line.fold);
    if (!m) continue;
    if (buyerSegments.has(segmentAt(line, m.index))) continue;
    const start = m.index + m[0].length - m[1]!.length;
    const name = line.text.slice(start, start + m[1]!.trimEnd().length).trim();
    if (!looksLikeName(name) || name.split(/\s+/).length > 6 || /\d{3,}/.test(name)) continue;
    if (PERSONAL_TITLE.test(name) || /^(?:the |you|your |us\b|me\b)/i.test(name)) continue;
    return { value: name, score: 1, line };
  }
  return null;
}

/**
 * The Brazilian nota fiscal's receipt stub names its issuer: 'RECEBEMOS DE GRANJAS SAO JOSE SA OS
 * PRODUTOS …' ('we received from … the goods').
 */
export function danfeIssuer(ctx: Context): Party | null {
  for (const line of ctx.lines.slice(0, 12)) {
    const m = /^recebemos de (.+?) os produtos/.exec(line.fold);
    if (!m) continue;
    const start = line.fold.indexOf(m[1]!);
    const name = line.text.slice(start, start + m[1]!.length).trim();
    if (looksLikeName(name)) return { name: field(name, 0.9, line, ctx), block: [line] };
  }
  return null;
}
