/** The document's currency: after its label, else the currency signs and codes beside its amounts. */
import { EMPTY_FIELD, type ExtractedField } from '@comptoir/core/modules/extraction';
import { findAmounts } from '../amounts';
import { findCurrencies, isYuanContext, parseCurrency } from '../currency';
import type { Line } from '../layout';
import { best, field, labelled, type Context } from './context';

/**
 * Countries whose own currency is written '$' (or not at all, the amounts standing alone): a
 * document that carries their tax ids or tax words is in their peso or dollar, not the US dollar.
 */
const DOLLAR_COUNTRIES: [RegExp, string][] = [
  // A bare '$' on a Canadian document (GST/HST, TPS/TVQ, a province) is the Canadian dollar.
  [/(?<![a-z])(?:tps|tvq|hst|qst|quebec|ontario|canada|alberta|manitoba)(?![a-z])/, 'CAD'],
  // Argentina: the CUIT, the AFIP, 'Ingresos Brutos', 'Responsable Inscripto', 'son pesos'.
  [
    /(?<![a-z])(?:c\.?u\.?i\.?t|afip|ingresos brutos|responsable inscripto|resp\.? ?inscripto|son pesos)(?![a-z])/,
    'ARS',
  ],
  // Mexico: the RFC with a CFDI, or the country named.
  [/(?<![a-z])(?:cfdi|r\.?f\.?c\.? ?:|mexico|s\.?a\.? de c\.?v\.?)(?![a-z])/, 'MXN'],
  // Chile: the RUT with the SII, or the country named.
  [/(?<![a-z])(?:r\.?u\.?t\.? ?:.*\bchile|s\.?i\.?i\.?|santiago de chile)(?![a-z])/, 'CLP'],
  // Brazil: the nota fiscal, its DANFE, the CNPJ.
  [/(?<![a-z])(?:danfe|nf-e|nota fiscal|cnpj)(?![a-z])/, 'BRL'],
  // Colombia: the NIT with the DIAN, or the country named.
  [/(?<![a-z])(?:dian|colombia)(?![a-z])/, 'COP'],
  // India, amounts with no sign: the amount in words names the rupee ('Rupees One Thousand …
  // Only', in Hindi 'रुपये … मात्र'). (Not the GSTIN or the GST's parts alone: those pages may
  // print no currency at all.)
  [/(?<![a-z])rupees?(?![a-z])|(?<![\u0900-\u097f])(?:रुपये|रुपया|रुपए)(?![\u0900-\u097f])/, 'INR'],
];

/** The currency of '$' (or of amounts with no sign) given the document's country words, if any. */
function localDollar(ctx: Context): { code: string; line: Line } | null {
  for (const [re, code] of DOLLAR_COUNTRIES) {
    const line = ctx.lines.find((l) => re.test(l.fold));
    if (line) return { code, line };
  }
  return null;
}

export function findCurrency(ctx: Context): ExtractedField {
  const cands = labelled(ctx, ['currency'], 'currency', (t) => parseCurrency(t.slice(0, 30)));
  const labelledBest = best(cands);
  if (labelledBest) return field(labelledBest.value, 0.97, labelledBest.line, ctx);
  const votes = new Map<string, { score: number; line: Line }>();
  // '¥' on a Chinese invoice ('价税合计', '发票号码' elsewhere on the page) is the yuan.
  const yuan = isYuanContext(ctx.lines.map((l) => l.text).join('\n'));
  for (const line of ctx.lines) {
    const hasAmount = findAmounts(line.text, ctx.decimalMark).some((a) => a.moneyLike);
    for (const c of findCurrencies(line.text, yuan)) {
      const v = votes.get(c.code) ?? { score: 0, line };
      v.score += c.strength * (hasAmount ? 1 : 0.5);
      votes.set(c.code, v);
    }
  }
  const ranked = [...votes.entries()].sort((a, b) => b[1].score - a[1].score);
  const explicitUs = () => ctx.lines.some((l) => /US\$|U\.S\.|(?<![A-Z])USD(?![A-Z])/.test(l.text));
  if (ranked[0]?.[0] === 'USD' && !explicitUs()) {
    const local = localDollar(ctx);
    if (local) ranked[0] = [local.code, ranked[0][1]];
  }
  const first = ranked[0];
  if (!first) {
    // No sign at all, amounts alone: the currency of the country the tax words name (not CAD:
    // a Canadian document without a sign says nothing of its currency).
    const local = localDollar(ctx);
    return local && local.code !== 'CAD' ? field(local.code, 0.5, local.line, ctx) : { ...EMPTY_FIELD };
  }
  const second = ranked[1]?.[1].score ?? 0;
  const dominance = first[1].score / (first[1].score + second);
  return field(
    first[0],
    Math.min(0.92, 0.5 + 0.45 * dominance * Math.min(1, first[1].score / 2)),
    first[1].line,
    ctx,
  );
}
