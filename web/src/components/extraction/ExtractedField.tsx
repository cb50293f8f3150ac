import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  ExtractedField as Extracted,
  ExtractionPreview,
  FieldSource,
} from '@comptoir/core/modules/extraction';
import { extractionApi } from '@comptoir/core/modules/extraction.routes';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { urlOf } from '@/lib/api';
import { ConfidenceChip } from './ConfidenceChip';

/** The job whose values a dialog shows, and the pages drawn of its document (issue 34). */
export const ExtractionPagesContext = createContext<{
  jobId: string;
  previews: readonly ExtractionPreview[];
} | null>(null);

type Box = NonNullable<FieldSource['box']>;

/** The page a value was read on, its place outlined (in percent of the page, whatever its drawing's size). */
function PageHighlight({ jobId, preview, box }: { jobId: string; preview: ExtractionPreview; box: Box }) {
  const { t } = useTranslation();
  const mark = useRef<HTMLDivElement>(null);
  useEffect(() => mark.current?.scrollIntoView?.({ block: 'center', inline: 'nearest' }), []);
  const pct = (value: number, of: number) => `${Math.max(0, Math.min(100, (value / of) * 100))}%`;
  const pad = 2;
  return (
    <div className="mt-2 max-h-96 overflow-auto rounded-md border bg-white">
      <div className="relative">
        <img
          src={urlOf(extractionApi.page, { params: { id: jobId, page: preview.page } })}
          alt={t('extraction.ui.pageImage', { page: preview.page })}
          className="block w-full"
        />
        <div
          ref={mark}
          data-testid="source-highlight"
          aria-hidden="true"
          className="pointer-events-none absolute rounded-sm border-2 border-amber-500 bg-amber-300/30"
          style={{
            left: pct(box.x - pad, preview.width),
            top: pct(box.y - pad, preview.height),
            width: pct(box.width + 2 * pad, preview.width),
            height: pct(box.height + 2 * pad, preview.height),
          }}
        />
      </div>
    </div>
  );
}

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

/** 'Voir sur la page': the page drawn with the value's place outlined, when the job has that page. */
function OnPage({ source }: { source: FieldSource | null }) {
  const { t } = useTranslation();
  const pages = useContext(ExtractionPagesContext);
  const [shown, setShown] = useState(false);
  const box = source?.box;
  const preview = box ? pages?.previews.find((p) => p.page === source.page) : undefined;
  // Text read along the page's edge has its place past the page: nothing to outline.
  if (!pages || !preview || !box || box.y >= preview.height || box.x >= preview.width) return null;
  return (
    <>
      <Button
        type="button"
        variant="link"
        size="sm"
        className="h-auto px-0 text-xs"
        aria-expanded={shown}
        onClick={() => setShown((s) => !s)}
      >
        {shown ? t('extraction.ui.hideOnPage') : t('extraction.ui.showOnPage')}
      </Button>
      {shown ? <PageHighlight jobId={pages.jobId} preview={preview} box={box} /> : null}
    </>
  );
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
      <OnPage source={source} />
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
