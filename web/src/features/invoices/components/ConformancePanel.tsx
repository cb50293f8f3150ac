import { useTranslation } from 'react-i18next';
import type { EInvoiceConformance } from '@comptoir/core/modules/extraction';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/** Rules and schema errors shown before '… et N autres'. */
const SHOWN = 12;

/** The broken rules of a conformance, fatal ones first (the ids for the confirmation question). */
export function fatalRuleIds(conformance: EInvoiceConformance): string[] {
  return conformance.rules.filter((r) => r.flag === 'fatal').map((r) => r.id);
}

/**
 * EN 16931 conformance of an incoming e-invoice (issue 27 §4): a green 'Conforme EN 16931', a red
 * 'Non conforme EN 16931' with the broken rules (id and the standard's text) and the schema
 * errors, or 'Conformité non vérifiée' when the validator could not run.
 */
export function ConformancePanel({ conformance }: { conformance: EInvoiceConformance }) {
  const { t } = useTranslation();
  const syntax = conformance.syntax.toUpperCase();
  const verdict = !conformance.checked ? 'unchecked' : conformance.valid ? 'valid' : 'invalid';
  const title = t(`invoices.ui.ai.conformance.${verdict}`, { reason: conformance.unavailable ?? '' });
  const fatal = conformance.rules.filter((r) => r.flag === 'fatal');
  const others = conformance.rules.filter((r) => r.flag !== 'fatal');
  return (
    <section
      className={cn(
        'space-y-2 rounded-lg border p-3 text-sm',
        verdict === 'invalid' && 'border-destructive-soft-foreground/25',
      )}
      aria-label={verdict === 'unchecked' ? undefined : title}
    >
      <Badge variant={VERDICT_BADGE[verdict]}>{title}</Badge>
      {verdict === 'valid' ? (
        <p className="text-muted-foreground text-xs">
          {t('invoices.ui.ai.conformance.validText', { syntax })}
        </p>
      ) : null}
      {verdict === 'invalid' ? (
        <>
          <p>{t('invoices.ui.ai.conformance.invalidText', { syntax })}</p>
          {fatal.length > 0 ? <RuleList rules={fatal} /> : null}
          {conformance.schemaErrors.length > 0 ? (
            <div>
              <p className="font-medium">{t('invoices.ui.ai.conformance.schemaErrors')}</p>
              <ul className="list-disc space-y-1 pl-5 text-xs break-words">
                {conformance.schemaErrors.slice(0, SHOWN).map((error, i) => (
                  <li key={i}>{error}</li>
                ))}
              </ul>
              <More count={conformance.schemaErrors.length - SHOWN} />
            </div>
          ) : null}
        </>
      ) : null}
      {verdict !== 'unchecked' && others.length > 0 ? (
        <RuleList title={t('invoices.ui.ai.conformance.warnings')} rules={others} />
      ) : null}
    </section>
  );
}

const VERDICT_BADGE = { unchecked: 'neutral', valid: 'green', invalid: 'red' } as const;

function RuleList({ title, rules }: { title?: string; rules: EInvoiceConformance['rules'] }) {
  return (
    <div>
      {title ? <p className="font-medium">{title}</p> : null}
      <ul className="space-y-1 text-xs">
        {rules.slice(0, SHOWN).map((rule, i) => (
          <li key={`${rule.id}-${i}`} className="break-words">
            <code className="bg-muted mr-2 rounded px-1 font-mono">{rule.id}</code>
            {rule.text}
          </li>
        ))}
      </ul>
      <More count={rules.length - SHOWN} />
    </div>
  );
}

function More({ count }: { count: number }) {
  const { t } = useTranslation();
  return count > 0 ? (
    <p className="text-muted-foreground text-xs">{t('invoices.ui.ai.conformance.more', { count })}</p>
  ) : null;
}
