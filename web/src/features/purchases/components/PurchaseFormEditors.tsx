/** The purchase order form's repeated parts: the payment schedule and the lines, with their live figures. */
import { useFieldArray, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { INSTALMENT_DUES, MAX_INSTALMENTS } from '@comptoir/core/modules/purchases';
import { FieldSettings, SelectField, TextField, TextareaField, required } from '@/components/form/fields';
import { formatPercent } from '@/components/sales/format';
import { AddButton, IconButton } from '@/components/ui/button';
import { formatPrice } from '@/lib/format';
import { liveLineTotal, liveSchedule, liveSubtotal } from '../amounts';
import { emptyInstalment, emptyLine, type PurchaseFormValues } from '../purchase-form';

const NS = 'purchases.ui';

/** The instalments (label, percent, due, days after), their sum, and the contract's message while it is not 100 %. */
export function ScheduleEditor({ control }: { control: Control<PurchaseFormValues> }) {
  const { t, i18n } = useTranslation();
  const schedule = useFieldArray({ control, name: 'paymentSchedule' });
  const sum = liveSchedule(useWatch({ control, name: 'paymentSchedule' }));
  return (
    <fieldset className="space-y-3" aria-describedby="purchase-schedule-hint purchase-schedule-sum">
      <legend className="text-sm font-medium">{t(`${NS}.form.schedule`)}</legend>
      <p id="purchase-schedule-hint" className="text-muted-foreground text-xs">
        {t(`${NS}.form.scheduleHint`)}
      </p>
      {schedule.fields.map((row, i) => (
        <FieldSettings key={row.id} messageValues={{ n: i + 1 }}>
          <fieldset
            className="grid grid-cols-1 items-end gap-3 rounded-lg border p-3 sm:grid-cols-[2fr_1fr_1.5fr_1fr_auto]"
            aria-label={t(`${NS}.form.instalment`, { n: i + 1 })}
          >
            <TextField name={`paymentSchedule.${i}.label`} label={t(`${NS}.form.instalmentLabel`)} />
            <TextField
              name={`paymentSchedule.${i}.percent`}
              label={t(`${NS}.form.percent`)}
              inputMode="decimal"
            />
            <SelectField
              name={`paymentSchedule.${i}.due`}
              label={t(`${NS}.form.due`)}
              options={INSTALMENT_DUES.map((due) => ({ value: due, label: t(`purchases.due.${due}`) }))}
            />
            <TextField name={`paymentSchedule.${i}.days`} label={t(`${NS}.form.days`)} inputMode="numeric" />
            <IconButton
              icon={Trash2}
              label={t(`${NS}.actions.removeInstalment`, { n: i + 1 })}
              onClick={() => schedule.remove(i)}
            />
          </fieldset>
        </FieldSettings>
      ))}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <AddButton
          onClick={() => schedule.append(emptyInstalment())}
          disabled={schedule.fields.length >= MAX_INSTALMENTS}
        >
          {t(`${NS}.actions.addInstalment`)}
        </AddButton>
        {schedule.fields.length > 0 ? (
          <p id="purchase-schedule-sum" className="text-sm tabular-nums" aria-live="polite">
            {t(`${NS}.form.scheduleSum`, { sum: formatPercent(sum.sum, i18n.language) })}
          </p>
        ) : null}
      </div>
      {schedule.fields.length > 0 && !sum.addsUp ? (
        <p className="text-destructive text-sm" role="alert">
          {t('purchases.validation.scheduleTotal')}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The message of a list as a whole ('au moins une ligne'), wherever the resolver put it. */
const listError = (error: unknown): string | undefined => {
  const e = error as { message?: string; root?: { message?: string } } | undefined;
  return e?.message ?? e?.root?.message;
};

/** The lines (description, quantity, unit, unit price, specifications), each line's total and the subtotal, to the cent. */
export function LinesEditor({
  control,
  errors,
  optional = false,
}: {
  control: Control<PurchaseFormValues>;
  errors: FieldErrors<PurchaseFormValues>;
  /** The lines come from quotations: typed lines may all be removed. */
  optional?: boolean;
}) {
  const { t } = useTranslation();
  const lines = useFieldArray({ control, name: 'lines' });
  const watchedLines = useWatch({ control, name: 'lines' });
  const currency = useWatch({ control, name: 'currency' });
  const money = (amount: string) => formatPrice({ amount, currency });
  const linesError = listError(errors.lines);
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">{t(`${NS}.form.lines`)}</legend>
      {linesError ? (
        <p className="text-destructive text-sm" role="alert">
          {t(linesError as never)}
        </p>
      ) : null}
      {lines.fields.map((line, i) => {
        const values = watchedLines[i];
        const total = liveLineTotal(values?.quantity ?? '', values?.unitPrice ?? '');
        return (
          <FieldSettings key={line.id} messageValues={{ n: i + 1 }}>
            <fieldset
              className="grid grid-cols-1 gap-3 rounded-lg border p-3 sm:grid-cols-4"
              aria-label={t(`${NS}.form.line`, { n: i + 1 })}
            >
              <TextField
                name={`lines.${i}.description`}
                label={required(t(`${NS}.form.description`))}
                className="sm:col-span-4"
              />
              <TextField
                name={`lines.${i}.quantity`}
                label={required(t(`${NS}.form.quantity`))}
                inputMode="decimal"
              />
              <TextField name={`lines.${i}.unit`} label={t(`${NS}.form.unit`)} />
              <TextField
                name={`lines.${i}.unitPrice`}
                label={required(t(`${NS}.form.unitPrice`))}
                inputMode="decimal"
              />
              <div className="flex flex-col justify-end text-sm">
                <span className="text-muted-foreground text-xs">{t(`${NS}.form.lineTotal`)}</span>
                <output
                  className="font-medium tabular-nums"
                  aria-label={`${t(`${NS}.form.lineTotal`)} ${i + 1}`}
                >
                  {money(total)}
                </output>
              </div>
              <TextareaField
                name={`lines.${i}.specifications`}
                label={t(`${NS}.form.specifications`)}
                className="sm:col-span-3"
                rows={2}
              />
              <div className="flex items-end justify-end">
                {lines.fields.length > 1 || optional ? (
                  <IconButton
                    icon={Trash2}
                    label={t(`${NS}.actions.removeLine`, { n: i + 1 })}
                    onClick={() => lines.remove(i)}
                  />
                ) : null}
              </div>
            </fieldset>
          </FieldSettings>
        );
      })}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <AddButton onClick={() => lines.append(emptyLine())}>{t(`${NS}.actions.addLine`)}</AddButton>
        <p className="text-sm">
          {t(`${NS}.form.subtotal`)}{' '}
          <output className="font-semibold tabular-nums" aria-label={t(`${NS}.form.subtotal`)}>
            {money(liveSubtotal(watchedLines))}
          </output>
        </p>
      </div>
    </fieldset>
  );
}
