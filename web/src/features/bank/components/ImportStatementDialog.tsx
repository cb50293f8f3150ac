import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CSV_DATE_FORMATS,
  csvMapping,
  csvMappingNeeded,
  type BankAccount,
  type CsvMapping,
  type CsvMappingNeeded,
} from '@comptoir/core/modules/bank';
import { FormActions } from '@/components/form/FormDialog';
import { LabelledSelect } from '@/components/form/fields';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { Progress } from '@/components/ui/progress';
import { ApiError, apiErrorText } from '@/lib/api';
import { useInvalidateKeys } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { BANK_KEY, importStatement } from '../api';
import { textsOf } from '@/components/form/texts';

const NS = 'bank.ui';
export const STATEMENT_ACCEPT = '.xml,.ofx,.qfx,.csv,.txt';

/** The CSV's mapping as the form holds it: '' for a column left out. */
type MappingValues = Record<
  'date' | 'label' | 'amount' | 'debit' | 'credit' | 'valueDate' | 'reference' | 'counterparty',
  string
> & { dateFormat: CsvMapping['dateFormat']; decimalMark: CsvMapping['decimalMark']; twoColumns: boolean };

function mappingValues(needed: CsvMappingNeeded): MappingValues {
  const p = needed.proposal;
  return {
    ...textsOf(p, ['date', 'label', 'amount', 'debit', 'credit', 'valueDate', 'reference', 'counterparty']),
    dateFormat: p?.dateFormat ?? 'dd/mm/yyyy',
    decimalMark: p?.decimalMark ?? ',',
    twoColumns: p !== null && p.amount === null && p.debit !== null,
  };
}

/**
 * The 422's details as the contract says: the headers, the first rows and the proposal, a partial
 * mapping ('' for a column not found, the amount columns null) that prefills what it found.
 */
export function readMappingNeeded(details: unknown): CsvMappingNeeded | null {
  const parsed = csvMappingNeeded.safeParse(details);
  return parsed.success ? parsed.data : null;
}

/** The mapping sent (the contract's shape), from the form: one amount column or debit and credit. */
function mappingBody(v: MappingValues) {
  const or = (text: string) => text || null;
  return {
    date: v.date,
    label: v.label,
    amount: v.twoColumns ? null : or(v.amount),
    debit: v.twoColumns ? or(v.debit) : null,
    credit: v.twoColumns ? or(v.credit) : null,
    valueDate: or(v.valueDate),
    reference: or(v.reference),
    counterparty: or(v.counterparty),
    dateFormat: v.dateFormat,
    decimalMark: v.decimalMark,
  };
}

/**
 * 'Importer un relevé' of one account: a CAMT, OFX or CSV file sent with its progress; a CSV whose
 * columns the server could not read (422 `csv_mapping`) asks for its mapping (prefilled with the
 * server's proposal, the first rows shown), then the same file goes again with it. Other refusals
 * (the line or element at fault) are shown in the dialog.
 */
export function ImportStatementDialog({ account, onClose }: { account: BankAccount; onClose: () => void }) {
  const { t } = useTranslation();
  const fileId = useId();
  const refresh = useInvalidateKeys(BANK_KEY);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [needed, setNeeded] = useState<CsvMappingNeeded | null>(null);
  const [mapping, setMapping] = useState<MappingValues | null>(null);
  const [mappingErrors, setMappingErrors] = useState<Record<string, string>>({});
  const busy = progress !== null;

  const send = async (mappingJson: string | null) => {
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      const answer = await importStatement(account.id, file, mappingJson, setProgress);
      void refresh();
      void toast.success(answer.message);
      onClose();
    } catch (caught) {
      const details =
        caught instanceof ApiError && caught.code === 'csv_mapping' ? caught.details : undefined;
      const parsed = details === undefined ? null : readMappingNeeded(details);
      if (parsed) {
        setNeeded(parsed);
        setMapping(mappingValues(parsed));
        setMappingErrors({});
        // The message says what to do; a mapping sent and refused again keeps its own message.
        setError(mappingJson === null ? null : apiErrorText(caught, `${NS}.import.failed`));
      } else {
        setError(apiErrorText(caught, `${NS}.import.failed`));
      }
    } finally {
      setProgress(null);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !file) return;
    if (needed && mapping) {
      const body = mappingBody(mapping);
      const checked = csvMapping.safeParse(body);
      if (!checked.success) {
        setMappingErrors(
          Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
        );
        return;
      }
      setMappingErrors({});
      void send(JSON.stringify(checked.data));
    } else {
      void send(null);
    }
  };

  return (
    <Dialog
      onClose={() => (busy ? undefined : onClose())}
      title={t(`${NS}.import.title`)}
      description={t(`${NS}.import.description`, { name: account.name })}
      closeLabel={t(`${NS}.actions.close`)}
      size={needed ? 'xl' : 'md'}
      modalOnly
    >
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        {error ? <Alert variant="destructive">{error}</Alert> : null}
        <div className="space-y-1">
          <label htmlFor={fileId} className="text-sm font-medium">
            {t(`${NS}.import.file`)}
          </label>
          <input
            id={fileId}
            type="file"
            accept={STATEMENT_ACCEPT}
            disabled={busy}
            className="block w-full text-sm"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setNeeded(null);
              setMapping(null);
              setError(null);
            }}
          />
          <p className="text-muted-foreground text-xs">{t(`${NS}.import.fileHint`)}</p>
        </div>
        {needed && mapping ? (
          <MappingFields needed={needed} values={mapping} errors={mappingErrors} onChange={setMapping} />
        ) : null}
        {busy ? (
          <div className="space-y-1">
            <Progress value={progress} label={t(`${NS}.import.sending`, { percent: progress })} />
            <p className="text-muted-foreground text-xs" role="status">
              {t(`${NS}.import.sending`, { percent: progress })}
            </p>
          </div>
        ) : null}
        <FormActions
          cancelLabel={t(`${NS}.actions.cancel`)}
          onCancel={onClose}
          busy={busy}
          disabled={!file}
          submitLabel={t(`${NS}.import.${needed ? 'resend' : 'send'}`)}
        />
      </form>
    </Dialog>
  );
}

/** The CSV mapping: a select among the headers for each column, the date format, the decimal mark, the sample. */
function MappingFields({
  needed,
  values,
  errors,
  onChange,
}: {
  needed: CsvMappingNeeded;
  values: MappingValues;
  errors: Record<string, string>;
  onChange: (values: MappingValues) => void;
}) {
  const { t } = useTranslation();
  const text = (key: string) => t(`${NS}.import.${key}` as never);
  // The contract puts 'amount or debit and credit' on `amount`: with two columns, on those two.
  const keyOf = (name: string) =>
    errors[name] ??
    (values.twoColumns && (name === 'debit' || name === 'credit') ? errors.amount : undefined);
  const error = (name: string) => {
    const key = keyOf(name);
    return key ? t(key as never) : undefined;
  };
  const column = (name: keyof MappingValues, optional: boolean) => (
    <LabelledSelect
      label={optional ? text(name) : `${text(name)} *`}
      value={String(values[name])}
      onChange={(event) => onChange({ ...values, [name]: event.target.value })}
      error={error(name)}
      placeholder={optional ? text('none') : '—'}
      options={needed.headers}
    />
  );
  return (
    <fieldset className="space-y-3 rounded-lg border p-3">
      <legend className="px-1 text-sm font-semibold">{text('mappingTitle')}</legend>
      <p className="text-muted-foreground text-sm">{text('mappingHint')}</p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {column('date', false)}
        {column('label', false)}
        <LabelledSelect
          label={text('amountMode')}
          value={values.twoColumns ? 'two' : 'one'}
          onChange={(event) => onChange({ ...values, twoColumns: event.target.value === 'two' })}
          options={[
            { value: 'one', label: text('oneColumn') },
            { value: 'two', label: text('twoColumns') },
          ]}
        />
        {values.twoColumns ? (
          <>
            {column('debit', false)}
            {column('credit', false)}
          </>
        ) : (
          column('amount', false)
        )}
        {column('valueDate', true)}
        {column('reference', true)}
        {column('counterparty', true)}
        <LabelledSelect
          label={text('dateFormat')}
          value={values.dateFormat}
          onChange={(event) =>
            onChange({ ...values, dateFormat: event.target.value as MappingValues['dateFormat'] })
          }
          options={CSV_DATE_FORMATS}
        />
        <LabelledSelect
          label={text('decimalMark')}
          value={values.decimalMark}
          onChange={(event) =>
            onChange({ ...values, decimalMark: event.target.value as MappingValues['decimalMark'] })
          }
          options={[
            { value: ',', label: text('comma') },
            { value: '.', label: text('point') },
          ]}
        />
      </div>
      {needed.sample.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-xs">
            <caption className="text-muted-foreground pb-1 text-left">{text('sample')}</caption>
            <thead>
              <tr>
                {needed.headers.map((header) => (
                  <th key={header} scope="col" className="border-b px-2 py-1 text-left font-medium">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {needed.sample.map((row, index) => (
                <tr key={index}>
                  {row.map((cell, cellIndex) => (
                    <td key={cellIndex} className="border-b px-2 py-1 whitespace-nowrap">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </fieldset>
  );
}
