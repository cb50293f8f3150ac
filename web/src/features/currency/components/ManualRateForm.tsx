import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CURRENCY_CODES, formatRate, type CurrencyCode } from '@comptoir/core/currency';
import { currencyCode, rateDate, rateString, type ManualRateBody } from '@comptoir/core/modules/currency';
import { Button } from '@/components/ui/button';
import { TitledCard } from '@/components/ui/titled-card';
import { FieldSettings, SelectField, TextField } from '@/components/form/fields';
import { ApiError } from '@/lib/api';
import { currentLanguage } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useEnterRate } from '../api';
import { formatIsoDate, todayIso } from '../format';
import { parseAmountInput } from '../parse-amount';

/** The core schema, with the rate typed the French way ('53,4') turned into '53.4' first. */
const formSchema = z
  .object({
    base: currencyCode,
    quote: currencyCode,
    rate: z
      .string()
      .transform((v) => parseAmountInput(v) ?? v)
      .pipe(rateString),
    rateDate,
  })
  .refine((v) => v.base !== v.quote, { error: 'currency.validation.samePair', path: ['quote'] });

type FormValues = { base: CurrencyCode; quote: CurrencyCode; rate: string; rateDate: string };
const FIELDS = ['base', 'quote', 'rate', 'rateDate'] as const;

/** Super admins only: enter a rate (e.g. EUR→MUR, which the ECB does not publish). */
export function ManualRateForm() {
  const { t } = useTranslation();
  const enter = useEnterRate();
  const form = useForm<FormValues, unknown, ManualRateBody>({
    resolver: zodResolver(formSchema),
    defaultValues: { base: 'EUR', quote: 'MUR', rate: '', rateDate: todayIso() },
  });

  const { handleSubmit, setError, reset } = form;
  const onSubmit = handleSubmit((body) =>
    enter.mutateAsync(body).then(
      (stored) => {
        void toast.success(
          t('currency.manual.saved', {
            base: stored.base,
            quote: stored.quote,
            rate: formatRate(stored.rate, currentLanguage()),
            date: formatIsoDate(stored.rateDate),
          }),
        );
        reset({ ...body, rate: '' });
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.fields) {
          for (const [field, text] of Object.entries(error.fields)) {
            if ((FIELDS as readonly string[]).includes(field))
              setError(field as (typeof FIELDS)[number], { type: 'server', message: text });
          }
        }
        void toast.error(error instanceof Error ? error.message : String(error));
      },
    ),
  );

  return (
    <TitledCard title={t('currency.manual.title')} description={t('currency.manual.description')}>
      <form
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <FieldSettings form={form}>
          <SelectField name="base" label={t('currency.manual.base')} options={CURRENCY_CODES} />
          <SelectField name="quote" label={t('currency.manual.quote')} options={CURRENCY_CODES} />
          <TextField name="rate" label={t('currency.manual.rate')} inputMode="decimal" autoComplete="off" />
          <TextField name="rateDate" label={t('currency.manual.rateDate')} type="date" max={todayIso()} />
        </FieldSettings>
        <div className="sm:col-span-2 lg:col-span-4">
          <Button type="submit" disabled={enter.isPending}>
            {t('currency.manual.submit')}
          </Button>
        </div>
      </form>
    </TitledCard>
  );
}
