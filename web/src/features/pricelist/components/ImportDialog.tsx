import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, Upload } from 'lucide-react';
import type { ImportAnalysis, ImportMapping, ImportUploadResponse } from '@comptoir/core/modules/imports';
import { PRICELIST_IMPORT_FIELDS, PRICELIST_IMPORT_REQUIRED } from '@comptoir/core/modules/pricelist';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { LabelledSelect, required } from '@/components/form/fields';
import { ActionDialog } from '@/components/form/ActionDialog';
import { DialogActions } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { ImportRunProgress } from '@/components/catalogue/ImportRunProgress';
import { toast } from '@/lib/toast';
import {
  priceImportErrorsUrl,
  uploadPriceImport,
  useAnalysePriceImport,
  usePriceImportJob,
  useRunPriceImport,
} from '../api';

const SHOWN_ISSUES = 50;

/**
 * Price list import through the shared import engine: upload (type checked by content), column
 * mapping (suggested from the headers), dry run with every row error and the errors file, then the
 * import (one transaction on the server) with its progress.
 */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [uploaded, setUploaded] = useState<ImportUploadResponse | null>(null);
  const [sheetName, setSheetName] = useState('');
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [analysis, setAnalysis] = useState<ImportAnalysis | null>(null);
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const analyse = useAnalysePriceImport();
  const run = useRunPriceImport();
  const job = usePriceImportJob(uploaded?.id);
  const sheet = uploaded?.sheets.find((s) => s.name === sheetName) ?? uploaded?.sheets[0];

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setAnalysis(null);
    setUploading(true);
    try {
      const answer = await uploadPriceImport(file);
      setUploaded(answer);
      setSheetName(answer.sheets[0]?.name ?? '');
      setMapping(answer.sheets[0]?.mapping ?? {});
    } catch (e) {
      setUploaded(null);
      setError(e instanceof Error ? e.message : t('errors.internal'));
    } finally {
      setUploading(false);
    }
  };

  const options = () => ({ sheet: sheet?.name ?? '', headerRow: sheet?.headerRow ?? 1, mapping });

  const onAnalyse = async () => {
    if (!uploaded) return;
    setError(null);
    try {
      setAnalysis(await analyse.mutateAsync({ id: uploaded.id, options: options() }));
    } catch (e) {
      setError(e instanceof Error ? e.message : t('errors.internal'));
    }
  };

  const onRun = async () => {
    if (!uploaded) return;
    setError(null);
    try {
      const summary = await run.mutateAsync({ id: uploaded.id, options: { ...options(), skipInvalid } });
      toast.success(t('pricelist.importUi.done', { created: summary.created, updated: summary.updated }));
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : t('errors.internal'));
    }
  };

  return (
    <ActionDialog texts="pricelist.importUi" onClose={onClose} size="lg" modalOnly>
      <div className="space-y-4">
        <div className="space-y-2">
          <Label htmlFor="pricelist-import-file">{t('pricelist.importUi.file')}</Label>
          <input
            id="pricelist-import-file"
            type="file"
            accept=".xlsx,.xls,.csv,.txt"
            disabled={uploading || run.isPending}
            onChange={(event) => void onFile(event.target.files?.[0])}
            className="block w-full text-sm"
          />
        </div>
        {error ? <Alert variant="destructive">{error}</Alert> : null}
        {uploaded && sheet ? (
          <>
            {uploaded.sheets.length > 1 ? (
              <LabelledSelect
                label={t('pricelist.importUi.sheet')}
                value={sheet.name}
                onChange={(event) => {
                  const next = uploaded.sheets.find((s) => s.name === event.target.value);
                  setSheetName(event.target.value);
                  setMapping(next?.mapping ?? {});
                  setAnalysis(null);
                }}
                options={uploaded.sheets.map((s) => s.name)}
              />
            ) : null}
            <fieldset className="grid gap-3 sm:grid-cols-2">
              <legend className="mb-2 text-sm font-semibold">{t('pricelist.importUi.mapping')}</legend>
              {PRICELIST_IMPORT_FIELDS.map((field) => {
                const label = t(`pricelist.importUi.fields.${field}`);
                return (
                  <LabelledSelect
                    key={field}
                    className="space-y-1"
                    label={PRICELIST_IMPORT_REQUIRED.includes(field) ? required(label) : label}
                    value={mapping[field] ?? ''}
                    onChange={(event) => {
                      setMapping({
                        ...mapping,
                        [field]: event.target.value === '' ? null : Number(event.target.value),
                      });
                      setAnalysis(null);
                    }}
                    placeholder={t('pricelist.importUi.notImported')}
                    options={sheet.columns.map((column, index) => ({ value: String(index), label: column }))}
                  />
                );
              })}
            </fieldset>
          </>
        ) : null}
        {analysis ? (
          <div className="space-y-2" aria-live="polite">
            <p className="text-sm">
              {t('pricelist.importUi.counts', {
                total: analysis.total,
                toCreate: analysis.toCreate,
                toUpdate: analysis.toUpdate,
                invalid: analysis.invalid,
              })}
            </p>
            {analysis.errors.length > 0 ? (
              <>
                <ul className="text-destructive max-h-48 overflow-y-auto rounded-md border p-2 text-xs">
                  {analysis.errors.slice(0, SHOWN_ISSUES).map((issue, i) => (
                    <li key={`${issue.line}-${i}`}>{issue.message}</li>
                  ))}
                </ul>
                <label className="flex items-center gap-2 text-sm">
                  <Checkbox
                    checked={skipInvalid}
                    onChange={(event) => setSkipInvalid(event.target.checked)}
                  />
                  {t('pricelist.importUi.skipInvalid')}
                </label>
              </>
            ) : null}
            {uploaded && analysis.errors.length + analysis.warnings.length > 0 ? (
              <a
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
                href={priceImportErrorsUrl(uploaded.id)}
                download
              >
                <Download aria-hidden="true" className="size-4" />
                {t('pricelist.importUi.downloadErrors')}
              </a>
            ) : null}
          </div>
        ) : null}
        {run.isPending ? <ImportRunProgress job={job.data} label={t('pricelist.importUi.running')} /> : null}
        <DialogActions
          cancelLabel={t('pricelist.editor.cancel')}
          onCancel={onClose}
          cancelDisabled={run.isPending}
        >
          <Button
            variant="outline"
            disabled={!uploaded || analyse.isPending || run.isPending}
            onClick={() => void onAnalyse()}
          >
            {t('pricelist.importUi.analyse')}
          </Button>
          <Button
            disabled={!analysis || run.isPending || (analysis.errors.length > 0 && !skipInvalid)}
            onClick={() => void onRun()}
          >
            <Upload aria-hidden="true" className="size-4" />
            {t('pricelist.importUi.run')}
          </Button>
        </DialogActions>
      </div>
    </ActionDialog>
  );
}
