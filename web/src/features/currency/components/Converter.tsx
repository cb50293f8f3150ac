import { useState } from 'react';
import { ArrowLeftRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CURRENCY_CODES, formatMoney, formatRate, type CurrencyCode } from '@comptoir/core/currency';
import { Alert } from '@/components/ui/alert';
import { IconButton } from '@/components/ui/button';
import { TitledCard } from '@/components/ui/titled-card';
import { LabelledInput, LabelledSelect } from '@/components/form/fields';
import { currentLanguage } from '@/lib/i18n';
import { useConversion } from '../api';
import { formatIsoDate, sourceLabel } from '../format';
import { parseAmountInput } from '../parse-amount';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export interface ConverterProps {
  /** The currency converted from at first (the user's base currency). */
  initialFrom: CurrencyCode;
  /** Wait this long after the last keystroke before asking the server. */
  debounceMs?: number;
}

/**
 * Amount (French '1 234,50' or '1234.50'), from, to; the server converts (POST
 * /api/currencies/convert) and the result shows the rate used and its date, or 'taux indisponible'.
 */
export function Converter({ initialFrom, debounceMs = 300 }: ConverterProps) {
  const { t } = useTranslation();
  const [amountText, setAmountText] = useState('100');
  const [from, setFrom] = useState<CurrencyCode>(initialFrom);
  const [to, setTo] = useState<CurrencyCode>(initialFrom === 'EUR' ? 'USD' : 'EUR');
  const amount = parseAmountInput(amountText);
  const invalid = amountText.trim() !== '' && amount === null;
  const body = useDebouncedValue(amount === null ? null : { amount, from, to }, debounceMs);
  const conversion = useConversion(body);
  const settled = body !== null && body.amount === amount && body.from === from && body.to === to;
  const data = conversion.data;
  const showing = data && body && data.from === body.from && data.to === body.to ? data : undefined;
  const language = currentLanguage();

  const amountError = invalid ? t('currency.converter.invalidAmount') : undefined;
  const currencies = CURRENCY_CODES.map((code) => ({
    value: code,
    label: `${code} · ${t(`currency.names.${code}`)}`,
  }));

  return (
    <TitledCard
      title={t('currency.converter.title')}
      description={t('currency.converter.description')}
      contentClassName="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_auto_minmax(0,1fr)] sm:items-start">
        <LabelledInput
          label={t('currency.converter.amount')}
          error={amountError}
          hint={t('currency.converter.amountHint')}
          inputMode="decimal"
          autoComplete="off"
          value={amountText}
          onChange={(e) => setAmountText(e.target.value)}
        />
        <LabelledSelect
          label={t('currency.converter.from')}
          value={from}
          onChange={(e) => setFrom(e.target.value as CurrencyCode)}
          options={currencies}
        />
        <IconButton
          icon={ArrowLeftRight}
          label={t('currency.converter.swap')}
          titled
          variant="outline"
          className="sm:mt-7"
          onClick={() => {
            setFrom(to);
            setTo(from);
          }}
        />
        <LabelledSelect
          label={t('currency.converter.to')}
          value={to}
          onChange={(e) => setTo(e.target.value as CurrencyCode)}
          options={currencies}
        />
      </div>

      <div
        role="status"
        aria-live="polite"
        aria-label={t('currency.converter.result')}
        className="bg-muted/40 min-h-20 rounded-lg border px-4 py-3"
      >
        {conversion.isError ? (
          <Alert variant="destructive">{conversion.error.message || t('currency.converter.failed')}</Alert>
        ) : showing?.unavailable ? (
          <p className="text-warning-soft-foreground font-medium">{showing.message}</p>
        ) : showing ? (
          <div className={settled && !conversion.isFetching ? undefined : 'opacity-60'}>
            <p className="text-2xl font-semibold tracking-tight tabular-nums" data-testid="conversion-amount">
              {formatMoney(showing.amount, showing.to)}
            </p>
            {showing.path !== 'identity' ? (
              <>
                <p className="text-muted-foreground mt-1 text-sm">
                  {t('currency.converter.rateUsed', {
                    from: showing.from,
                    to: showing.to,
                    rate: formatRate(showing.rate, language),
                  })}{' '}
                  <span className="text-xs">({t(`currency.paths.${showing.path}`)})</span>
                </p>
                <p className="text-muted-foreground text-sm">
                  {t('currency.converter.rateDate', {
                    date: formatIsoDate(showing.rateDate),
                    source: sourceLabel(t, showing.source),
                  })}
                </p>
              </>
            ) : null}
          </div>
        ) : amount !== null ? (
          <p className="text-muted-foreground text-sm">{t('currency.converter.converting')}</p>
        ) : null}
      </div>
    </TitledCard>
  );
}
