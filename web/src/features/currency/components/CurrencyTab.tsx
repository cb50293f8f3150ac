import { useTranslation } from 'react-i18next';
import {
  CURRENCY_CODES,
  DEMO_RATE_SOURCE,
  formatRate,
  isCurrencyCode,
  type CurrencyCode,
} from '@comptoir/core/currency';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { TitledCard } from '@/components/ui/titled-card';
import { currentLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useBaseCurrency, useCurrencies, useRates, useSetBaseCurrency } from '../api';
import { formatIsoDate, sourceLabel } from '../format';
import { Converter } from './Converter';
import { ManualRateForm } from './ManualRateForm';
import { StatusPanel } from './StatusPanel';
import { HeaderRow } from '@/components/ui/simple-table';

/**
 * The settings screen's currency tab (spec 000 §2): base currency, current rates from it, a
 * converter, the update status; super admins also enter rates and refresh the ECB rates now.
 */
export function CurrencyTab() {
  const { t } = useTranslation();
  const session = useSession();
  const isSuperAdmin = session.data?.user.is_super_admin ?? false;
  const base = useBaseCurrency();

  if (base.isPending) return <Spinner label={t('common.loading')} showLabel />;
  const baseCurrency: CurrencyCode = base.data ?? 'EUR';

  return (
    <div className="space-y-6">
      <BaseCurrencyCard current={baseCurrency} />
      <RatesCard base={baseCurrency} />
      <Converter key={baseCurrency} initialFrom={baseCurrency} />
      <StatusPanel canRefresh={isSuperAdmin} />
      {isSuperAdmin ? <ManualRateForm /> : null}
    </div>
  );
}

function BaseCurrencyCard({ current }: { current: CurrencyCode }) {
  const { t } = useTranslation();
  const currencies = useCurrencies();
  const save = useSetBaseCurrency();
  const flags = new Map(currencies.data?.map((c) => [c.code, c.flag]));
  return (
    <TitledCard title={t('currency.base.title')} description={t('currency.base.description')}>
      <FormField id="currency-base" label={t('currency.base.label')} className="max-w-xs">
        <Select
          id="currency-base"
          value={current}
          disabled={save.isPending}
          onChange={(e) => {
            const next = e.target.value;
            if (!isCurrencyCode(next)) return;
            save.mutate(next, {
              onSuccess: () => void toast.success(t('currency.base.saved')),
              onError: () => void toast.error(t('currency.base.saveFailed')),
            });
          }}
        >
          {CURRENCY_CODES.map((code) => (
            <option key={code} value={code}>
              {flags.get(code) ? `${flags.get(code)} ` : ''}
              {code} · {t(`currency.names.${code}`)}
            </option>
          ))}
        </Select>
      </FormField>
    </TitledCard>
  );
}

function RatesCard({ base }: { base: CurrencyCode }) {
  const { t } = useTranslation();
  const rates = useRates(base);
  const currencies = useCurrencies();
  const flags = new Map(currencies.data?.map((c) => [c.code, c.flag]));
  const language = currentLanguage();
  return (
    <TitledCard title={t('currency.rates.title')} description={t('currency.rates.description', { base })}>
      {rates.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : rates.isError ? (
        <Alert variant="destructive">{t('currency.rates.loadFailed')}</Alert>
      ) : (
        <div className="space-y-3 overflow-x-auto">
          {rates.data.rates.every((entry) => entry.unavailable) ? (
            <Alert>{t('currency.rates.noneYet')}</Alert>
          ) : rates.data.rates.some(
              (entry) => !entry.unavailable && (entry.source ?? '').includes(DEMO_RATE_SOURCE),
            ) ? (
            <Alert>{t('currency.rates.demoNotice')}</Alert>
          ) : null}
          {/* Named by the card's title: its description, just above, is not repeated as a caption. */}
          <table className="w-full text-sm" aria-label={t('currency.rates.title')}>
            <HeaderRow
              rowClassName="text-muted-foreground border-b text-left"
              cellClassName="py-2 pr-4 font-medium"
              cells={[
                ...(['currency', 'rate', 'rateDate', 'source'] as const).map((k) => t(`currency.rates.${k}`)),
                { label: t('currency.rates.path'), className: 'pr-0' },
              ]}
            />
            <tbody>
              {rates.data.rates.map((entry) => (
                <tr key={entry.currency} className="border-b last:border-0">
                  <th scope="row" className="py-2 pr-4 text-left font-medium">
                    <span aria-hidden="true">{flags.get(entry.currency) ?? ''} </span>
                    {entry.currency}{' '}
                    <span className="text-muted-foreground font-normal">
                      {t(`currency.names.${entry.currency}`)}
                    </span>
                  </th>
                  {entry.unavailable ? (
                    <td colSpan={4} className="text-muted-foreground py-2 italic">
                      {entry.message}
                    </td>
                  ) : (
                    <>
                      <td className="py-2 pr-4 tabular-nums" title={entry.rateExact}>
                        {formatRate(entry.rate, language)}
                      </td>
                      <td className="py-2 pr-4">{formatIsoDate(entry.rateDate)}</td>
                      <td className="py-2 pr-4">{sourceLabel(t, entry.source)}</td>
                      <td className="py-2">
                        <Badge variant={entry.path === 'direct' ? 'green' : 'blue'}>
                          {t(`currency.paths.${entry.path}`)}
                        </Badge>
                      </td>
                    </>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </TitledCard>
  );
}
