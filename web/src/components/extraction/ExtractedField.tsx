import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExtractedField as Extracted, FieldSource } from '@comptoir/core/modules/extraction';
import { FormField } from '@/components/ui/form-field';
import { ConfidenceChip } from './ConfidenceChip';

/** 'Page 1 : « Total HT 1 234,50 € »', 'Feuille Devis, cellule B12', … or null when unknown. */
export function useSourceText() {
  const { t } = useTranslation();
  return (source: FieldSource | null): string | null => {
    if (!source) return null;
    const method = t(`extraction.ui.methods.${source.method}`);
    const parts: string[] = [];
    if (source.sheet || source.cell) {
      parts.push(t('extraction.ui.sourceCell', { sheet: source.sheet ?? '?', cell: source.cell ?? '?' }));
    }
    if (source.page !== undefined) parts.push(t('extraction.ui.sourcePage', { page: source.page }));
    if (source.text) parts.push(t('extraction.ui.sourceText', { text: source.text }));
    return parts.length > 0 ? `${parts.join(' · ')} (${method})` : method;
  };
}

/** Where a value was found: a disclosure (keyboard and touch) whose summary also shows it on hover. */
export function SourceView({ source }: { source: FieldSource | null }) {
  const { t } = useTranslation();
  const text = useSourceText()(source);
  if (!text) {
    return <p className="text-muted-foreground text-xs">{t('extraction.ui.notFound')}</p>;
  }
  return (
    <details className="text-xs">
      <summary className="text-muted-foreground hover:text-foreground w-fit cursor-pointer" title={text}>
        {t('extraction.ui.whereFound')}
      </summary>
      <p className="bg-muted mt-1 rounded-md px-2 py-1 break-words whitespace-pre-wrap">{text}</p>
    </details>
  );
}

export interface ExtractedFieldRowProps {
  id: string;
  label: string;
  error?: string | undefined;
  extracted: Extracted;
  className?: string;
  /** The editable control (give it `id`). */
  children: ReactNode;
}

/** An extracted value: label with its confidence chip, the editable control, where it was found. */
export function ExtractedFieldRow({
  id,
  label,
  error,
  extracted,
  className,
  children,
}: ExtractedFieldRowProps) {
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      className={className}
      aside={<ConfidenceChip confidence={extracted.confidence} />}
    >
      {children}
      <SourceView source={extracted.source} />
    </FormField>
  );
}
