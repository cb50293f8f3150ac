/** The document's currency: after its label, else the currency signs and codes beside its amounts. */
import { EMPTY_FIELD, type ExtractedField } from '@comptoir/core/modules/extraction';
import { findAmounts } from '../amounts';
import { findCurrencies, isYuanContext, parseCurrency } from '../currency';
import type { Line } from '../layout';
import { best, field, labelled, type Context } from './context';

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
  // A bare '$' on a Canadian document (GST/HST, TPS/TVQ, a province) is the Canadian dollar.
  if (
    ranked[0]?.[0] === 'USD' &&
    !ctx.lines.some((l) => /US\$|U\.S\.|(?<![A-Z])USD(?![A-Z])/.test(l.text)) &&
    ctx.lines.some((l) =>
      /(?<![a-z])(?:tps|tvq|hst|qst|quebec|ontario|canada|alberta|manitoba)(?![a-z])/.test(l.fold),
    )
  ) {
    ranked[0] = ['CAD', ranked[0][1]];
  }
  const first = ranked[0];
  if (!first) return { ...EMPTY_FIELD };
  const second = ranked[1]?.[1].score ?? 0;
  const dominance = first[1].score / (first[1].score + second);
  return field(
    first[0],
    Math.min(0.92, 0.5 + 0.45 * dominance * Math.min(1, first[1].score / 2)),
    first[1].line,
    ctx,
  );
}
