import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  timeEntryBody,
  timeEntryPatch,
  type TimeEntry,
  type TimeLinkKind,
} from '@comptoir/core/modules/time';
import { FormDialog, TextField, useFormDialog, type SaveDialogProps } from '@/components/form/FormDialog';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useLinkOptions, useSaveEntry } from '../api';
import { fromLocalInput, toLocalInput } from '../week';
import { LinkKindOptions } from './LinkKindOptions';

interface Values {
  startedAt: string;
  endedAt: string;
  note: string;
  billable: boolean;
  linkKind: TimeLinkKind | '';
  linkId: string;
}

/** Form values → the API body: instants from the local inputs, one link (the others cleared). */
function toBody(raw: unknown) {
  const v = raw as Values;
  const body: Record<string, unknown> = {
    startedAt: fromLocalInput(v.startedAt),
    note: v.note.trim() || null,
    billable: v.billable,
    taskId: null,
    demandeId: null,
    clientId: null,
    orderId: null,
  };
  if (v.endedAt) body.endedAt = fromLocalInput(v.endedAt);
  if (v.linkKind && v.linkId) body[`${v.linkKind}Id`] = v.linkId;
  return body;
}
const createSchema = z.preprocess(toBody, timeEntryBody);
const editSchema = z.preprocess(toBody, timeEntryPatch);

/** 'Nouvelle entrée de temps' / 'Modifier l'entrée de temps': start, end, link, note, billable. */
export function TimeEntryFormDialog({
  entry,
  defaultDay,
  onClose,
  onSaved,
}: SaveDialogProps & {
  entry?: TimeEntry | undefined;
  /** The day a new entry starts on (09:00 to 10:00). */
  defaultDay: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveEntry();
  const { form, dialog } = useFormDialog<Values>({
    schema: entry ? editSchema : createSchema,
    defaultValues: {
      startedAt: entry ? toLocalInput(entry.startedAt) : `${defaultDay}T09:00`,
      endedAt: entry ? (entry.endedAt ? toLocalInput(entry.endedAt) : '') : `${defaultDay}T10:00`,
      note: entry?.note ?? '',
      billable: entry?.billable ?? false,
      linkKind: entry?.link?.kind ?? '',
      linkId: entry?.link?.id ?? '',
    },
    // The resolver hands over the parsed body (see toBody).
    save: (body) => save.mutateAsync({ id: entry?.id, body }),
    onSaved,
    onClose,
    failedKey: 'time.errors.save',
  });
  const kind = useWatch({ control: form.control, name: 'linkKind' });
  const options = useLinkOptions(kind, '');
  const current = entry?.link && entry.link.kind === kind ? [entry.link] : [];
  const choices = [...current, ...(options.data?.items ?? []).filter((o) => o.id !== entry?.link?.id)];
  const linkError = form.formState.errors;

  return (
    <FormDialog
      {...dialog}
      ns="time"
      editing={Boolean(entry)}
      onClose={onClose}
      alerts={[
        (linkError as Record<string, { message?: string }>).link?.message && t('time.validation.oneLink'),
      ]}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          form={form}
          name="startedAt"
          type="datetime-local"
          label={`${t('time.fields.startedAt')} *`}
          autoFocus
        />
        <TextField form={form} name="endedAt" type="datetime-local" label={`${t('time.fields.endedAt')} *`} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-kind`} label={t('time.fields.linkKind')}>
          <Select
            id={`${id}-kind`}
            {...form.register('linkKind', { onChange: () => form.setValue('linkId', '') })}
          >
            <LinkKindOptions />
          </Select>
        </FormField>
        <FormField id={`${id}-link`} label={t('time.fields.link')}>
          <Select id={`${id}-link`} disabled={!kind} {...form.register('linkId')}>
            <option value="">{t('time.fields.choose')}</option>
            {choices.map((o) => (
              <option key={o.id} value={o.id}>
                {o.label}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <FormField id={`${id}-note`} label={t('time.fields.note')}>
        <Textarea id={`${id}-note`} maxLength={2000} {...form.register('note')} />
      </FormField>
      <label className="flex items-center gap-2 text-sm font-medium">
        <Checkbox {...form.register('billable')} />
        {t('time.fields.billable')}
      </label>
    </FormDialog>
  );
}
