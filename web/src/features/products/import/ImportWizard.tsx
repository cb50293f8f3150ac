import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Download, FileSpreadsheet, Upload } from 'lucide-react';
import type {
  ImportAnalysis,
  ImportMapping,
  ImportSummary,
  ImportUploadResponse,
} from '@comptoir/core/modules/imports';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { ImportRunProgress } from '@/components/catalogue/ImportRunProgress';
import { Options, Select } from '@/components/ui/select';
import { HeaderRow } from '@/components/ui/simple-table';
import { Spinner } from '@/components/ui/spinner';
import { StatCard } from '@/components/ui/stat-card';
import { loadNamespaces } from '@/lib/i18n';
import { errorsUrl, templateUrl, useAnalyseImport, useImportJob, useRunImport, useUploadImport } from './api';

type Step = 'upload' | 'mapping' | 'analysis' | 'summary';

export interface ImportWizardProps {
  /** Called when the user closes the wizard after (or without) importing. */
  onClose?: () => void;
}

function TemplateLinks() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-3 text-sm">
      <a className={buttonClasses({ variant: 'outline', size: 'sm' })} href={templateUrl('xlsx')} download>
        <Download className="size-4" aria-hidden /> {t('import.wizard.templateXlsx')}
      </a>
      <a className={buttonClasses({ variant: 'outline', size: 'sm' })} href={templateUrl('csv')} download>
        <Download className="size-4" aria-hidden /> {t('import.wizard.templateCsv')}
      </a>
    </div>
  );
}

function IssuesTable({ issues, caption }: { issues: { line: number; message: string }[]; caption: string }) {
  const { t } = useTranslation();
  if (issues.length === 0) return null;
  return (
    <div className="max-h-64 overflow-auto rounded-md border">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <HeaderRow
          className="sticky top-0 bg-muted text-left"
          cellClassName="px-3 py-2 font-medium"
          cells={[t('import.wizard.line'), t('import.wizard.message')]}
        />
        <tbody>
          {issues.map((issue, i) => (
            <tr key={`${issue.line}-${i}`} className="border-t">
              <td className="px-3 py-1.5 tabular-nums">{issue.line}</td>
              <td className="px-3 py-1.5">{issue.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The counts each step shows first, in order: fields of its result, labelled `import.wizard.<field>`. */
const COUNTS = {
  analysis: { fields: ['toCreate', 'toUpdate', 'skipped'], suppliers: 'suppliersToCreate' },
  summary: { fields: ['created', 'updated', 'skipped'], suppliers: 'suppliersCreated' },
} as const;

/**
 * The counts of the dry run (what it would create, update, skip) or of the import (what it did),
 * then the errors; the suppliers' count only when their column is mapped and the server gave it.
 */
function ImportCounts({
  step,
  result,
  supplierMapped,
}: {
  step: keyof typeof COUNTS;
  result: ImportAnalysis | ImportSummary;
  supplierMapped: boolean;
}) {
  const { t } = useTranslation();
  const { fields, suppliers } = COUNTS[step];
  const count = (field: (typeof fields)[number] | typeof suppliers) =>
    (result as Partial<Record<typeof field, number>>)[field];
  const supplierCount = count(suppliers);
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {fields.map((field) => (
        <StatCard key={field} label={t(`import.wizard.${field}`)} value={count(field) ?? 0} />
      ))}
      <StatCard label={t('import.wizard.errorsCount')} value={result.errors.length} />
      {supplierCount !== undefined && supplierMapped && (
        <StatCard label={t(`import.wizard.${suppliers}`)} value={supplierCount} />
      )}
    </div>
  );
}

/** 'Télécharger les erreurs': the upload's errors and warnings as a file. */
function ErrorsDownload({ uploadId }: { uploadId: string }) {
  const { t } = useTranslation();
  return (
    <a className={buttonClasses({ variant: 'outline', size: 'sm' })} href={errorsUrl(uploadId)} download>
      <Download className="size-4" aria-hidden /> {t('import.wizard.downloadErrors')}
    </a>
  );
}

/**
 * The product import wizard: upload (drag and drop or file input) -> sheet, header row and
 * column mapping -> dry run (counts, every row error, errors download) -> run with a progress bar
 * -> summary. Everything is checked on the server; this screen only drives the API.
 */
export function ImportWizard({ onClose }: ImportWizardProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void loadNamespaces(['import']).then(() => setReady(true));
  }, []);

  const [step, setStep] = useState<Step>('upload');
  const [upload, setUpload] = useState<ImportUploadResponse | null>(null);
  const [sheetName, setSheetName] = useState('');
  const [headerRow, setHeaderRow] = useState(1);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [analysis, setAnalysis] = useState<ImportAnalysis | null>(null);
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const uploadMutation = useUploadImport();
  const analyse = useAnalyseImport(upload?.id);
  const run = useRunImport(upload?.id);
  const job = useImportJob(upload?.id);
  const sheet = useMemo(() => upload?.sheets.find((s) => s.name === sheetName), [upload, sheetName]);

  const choose = (name: string, data: ImportUploadResponse = upload!) => {
    const s = data.sheets.find((x) => x.name === name) ?? data.sheets[0]!;
    setSheetName(s.name);
    setHeaderRow(s.headerRow);
    setMapping({ ...s.mapping });
    setAnalysis(null);
  };

  const send = (file: File | undefined) => {
    if (!file) return;
    uploadMutation.mutate(file, {
      onSuccess: (data) => {
        setUpload(data);
        choose(data.sheets[0]!.name, data);
        setStep('mapping');
      },
    });
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    send(event.dataTransfer.files[0]);
  };

  const options = { sheet: sheetName, headerRow, mapping };
  const doAnalyse = () =>
    analyse.mutate(options, {
      onSuccess: (data) => {
        setAnalysis(data);
        setSkipInvalid(false);
        setStep('analysis');
      },
    });
  const doRun = () =>
    run.mutate(
      { ...options, skipInvalid },
      {
        onSuccess: (data) => {
          setSummary(data);
          setStep('summary');
          void queryClient.invalidateQueries({ queryKey: ['products'] });
        },
      },
    );
  const restart = () => {
    setUpload(null);
    setAnalysis(null);
    setSummary(null);
    uploadMutation.reset();
    analyse.reset();
    run.reset();
    setStep('upload');
  };

  const fieldLabels: Record<string, string> = {
    name: t('import.fields.name'),
    reference: t('import.fields.reference'),
    price: t('import.fields.price'),
    quantity: t('import.fields.quantity'),
    currency: t('import.fields.currency'),
    category: t('import.fields.category'),
    subcategory: t('import.fields.subcategory'),
    description: t('import.fields.description'),
    supplier: t('import.fields.supplier'),
  };
  const fieldLabel = (key: string) => fieldLabels[key] ?? key;
  const supplierMapped = mapping.supplier !== null && mapping.supplier !== undefined;

  if (!ready) return <Spinner label="…" />;

  return (
    <div className="space-y-5" data-testid="import-wizard">
      <ol
        className="flex flex-wrap gap-2 text-xs text-muted-foreground"
        aria-label={t('import.wizard.title')}
      >
        {(['upload', 'mapping', 'analysis', 'summary'] as const).map((s) => (
          <li
            key={s}
            aria-current={s === step ? 'step' : undefined}
            className={
              s === step
                ? 'rounded bg-primary px-2 py-1 text-primary-foreground'
                : 'rounded bg-muted px-2 py-1'
            }
          >
            {t(`import.wizard.steps.${s}`)}
          </li>
        ))}
      </ol>

      {step === 'upload' && (
        <div className="space-y-4">
          <div
            role="button"
            tabIndex={0}
            onClick={() => inputRef.current?.click()}
            onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && inputRef.current?.click()}
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            className={`flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed p-8 text-center ${dragging ? 'border-primary bg-primary/5' : 'border-border'}`}
          >
            {uploadMutation.isPending ? (
              <Spinner label={t('import.wizard.uploading')} showLabel />
            ) : (
              <>
                <Upload className="size-8 text-muted-foreground" aria-hidden />
                <p className="font-medium">{t('import.wizard.dropHint')}</p>
                <p className="text-sm text-muted-foreground">{t('import.wizard.formatsHint')}</p>
              </>
            )}
            <input
              ref={inputRef}
              type="file"
              className="sr-only"
              aria-label={t('import.wizard.chooseFile')}
              accept=".xlsx,.xls,.csv,.txt"
              onChange={(e) => {
                send(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </div>
          {uploadMutation.error && <Alert variant="destructive">{uploadMutation.error.message}</Alert>}
          <TemplateLinks />
        </div>
      )}

      {step === 'mapping' && upload && sheet && (
        <div className="space-y-4">
          <p className="flex items-center gap-2 text-sm">
            <FileSpreadsheet className="size-4" aria-hidden /> {upload.fileName}
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-1">
              <Label htmlFor="import-sheet">{t('import.wizard.sheet')}</Label>
              <Select id="import-sheet" value={sheetName} onChange={(e) => choose(e.target.value)}>
                {upload.sheets.map((s) => (
                  <option key={s.name} value={s.name}>
                    {s.name}
                  </option>
                ))}
              </Select>
            </div>
            <div className="space-y-1">
              <Label htmlFor="import-header">{t('import.wizard.headerRow')}</Label>
              <Select
                id="import-header"
                value={headerRow}
                onChange={(e) => setHeaderRow(Number(e.target.value))}
              >
                <Options
                  values={Array.from({ length: Math.max(1, Math.min(20, sheet.rows)) }, (_, i) => i + 1)}
                  label={(n) => n}
                />
              </Select>
            </div>
          </div>
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-medium">{t('import.wizard.column')}</legend>
            {upload.fields.map((field) => (
              <div key={field.key} className="space-y-1">
                <Label htmlFor={`import-map-${field.key}`}>
                  {fieldLabel(field.key)}
                  {field.required && (
                    <span className="ml-1 text-destructive">* ({t('import.wizard.required')})</span>
                  )}
                </Label>
                <Select
                  id={`import-map-${field.key}`}
                  value={mapping[field.key] ?? ''}
                  onChange={(e) =>
                    setMapping({
                      ...mapping,
                      [field.key]: e.target.value === '' ? null : Number(e.target.value),
                    })
                  }
                >
                  <option value="">{t('import.wizard.notImported')}</option>
                  {sheet.columns.map((c, i) => (
                    <option key={`${c}-${i}`} value={i}>
                      {c}
                    </option>
                  ))}
                </Select>
              </div>
            ))}
          </fieldset>
          {sheet.preview.length > 0 && (
            <div className="overflow-auto rounded-md border">
              <table className="w-full text-xs">
                <caption className="px-3 py-1 text-left font-medium">{t('import.wizard.preview')}</caption>
                <thead className="bg-muted">
                  <tr>
                    {sheet.columns.map((c, i) => (
                      <th key={`${c}-${i}`} className="px-2 py-1 text-left font-medium">
                        {c}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {sheet.preview.map((row, r) => (
                    <tr key={r} className="border-t">
                      {row.map((cell, c) => (
                        <td key={c} className="px-2 py-1">
                          {cell}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {analyse.error && <Alert variant="destructive">{analyse.error.message}</Alert>}
          <div className="flex justify-between gap-2">
            <Button variant="outline" onClick={restart}>
              {t('import.wizard.back')}
            </Button>
            <Button onClick={doAnalyse} disabled={analyse.isPending}>
              {analyse.isPending ? t('import.wizard.analysing') : t('import.wizard.analyse')}
            </Button>
          </div>
        </div>
      )}

      {step === 'analysis' && analysis && upload && (
        <div className="space-y-4">
          <ImportCounts step="analysis" result={analysis} supplierMapped={supplierMapped} />
          {analysis.errors.length === 0 ? (
            <Alert variant="success">{t('import.wizard.noErrors')}</Alert>
          ) : (
            <IssuesTable issues={analysis.errors} caption={t('import.wizard.errorsCount')} />
          )}
          {analysis.warnings.length > 0 && (
            <>
              <h3 className="text-sm font-medium">{t('import.wizard.warnings')}</h3>
              <IssuesTable issues={analysis.warnings} caption={t('import.wizard.warnings')} />
            </>
          )}
          {analysis.errors.length + analysis.warnings.length > 0 && <ErrorsDownload uploadId={upload.id} />}
          {analysis.errors.length > 0 && (
            <label className="flex items-center gap-2 text-sm">
              <Checkbox checked={skipInvalid} onChange={(e) => setSkipInvalid(e.target.checked)} />
              {t('import.wizard.skipInvalid')}
            </label>
          )}
          {run.isPending && <ImportRunProgress job={job.data} label={t('import.wizard.running')} />}
          {run.error && <Alert variant="destructive">{run.error.message}</Alert>}
          <div className="flex justify-between gap-2">
            <Button variant="outline" onClick={() => setStep('mapping')} disabled={run.isPending}>
              {t('import.wizard.back')}
            </Button>
            <Button
              onClick={doRun}
              disabled={
                run.isPending ||
                analysis.toCreate + analysis.toUpdate === 0 ||
                (analysis.errors.length > 0 && !skipInvalid)
              }
            >
              {t('import.wizard.run')}
            </Button>
          </div>
        </div>
      )}

      {step === 'summary' && summary && upload && (
        <div className="space-y-4">
          <Alert variant="success" title={t('import.wizard.done')} />
          <ImportCounts step="summary" result={summary} supplierMapped={supplierMapped} />
          <IssuesTable issues={summary.errors} caption={t('import.wizard.errorsCount')} />
          {summary.errors.length + summary.warnings.length > 0 && <ErrorsDownload uploadId={upload.id} />}
          <div className="flex justify-between gap-2">
            <Button variant="outline" onClick={restart}>
              {t('import.wizard.restart')}
            </Button>
            {onClose && <Button onClick={onClose}>{t('import.wizard.close')}</Button>}
          </div>
        </div>
      )}
    </div>
  );
}
