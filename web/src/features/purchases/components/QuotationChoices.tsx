import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { QueryState } from '@/components/ui/query-state';
import { formatPrice } from '@/lib/format';
import { useSupplierQuotations } from '../api';

const NS = 'purchases.ui';

export interface QuotationChoice {
  id: string;
  label: string;
  currency: string;
}

/**
 * Approved quotations (or client order lines) as checkboxes under `title` (the ticked ones' lines
 * are made by the server), or `children` in their place (loading, failed, none), and the form's
 * error on them; `hint` says what the server does with them (the quotations' by default).
 */
export function QuotationChoices<C extends { id: string; label: string } = QuotationChoice>({
  title,
  hint,
  choices,
  ticked,
  onToggle,
  error,
  children,
}: {
  title: string;
  hint?: string;
  choices: readonly C[];
  ticked: readonly string[];
  onToggle: (choice: C, checked: boolean) => void;
  error?: FieldError;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-2" aria-describedby="purchase-quotations-hint">
      <legend className="text-sm font-medium">{title}</legend>
      <p id="purchase-quotations-hint" className="text-muted-foreground text-xs">
        {hint ?? t(`${NS}.form.fromQuotations.hint`)}
      </p>
      {children}
      {choices.map((choice) => (
        <label key={choice.id} className="flex items-center gap-2 text-sm">
          <Checkbox
            checked={ticked.includes(choice.id)}
            onChange={(event) => onToggle(choice, event.target.checked)}
          />
          {choice.label}
        </label>
      ))}
      {error?.message ? (
        <p className="text-destructive text-sm" role="alert">
          {error.type === 'server' ? error.message : t(error.message as never)}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The picked supplier's approved quotations to order from (product, request, total in its
 * currency, line count), read once a supplier is picked; a line says when it has none.
 */
export function SupplierQuotationChoices({
  supplierId,
  ...props
}: { supplierId: string } & Omit<
  Parameters<typeof QuotationChoices<QuotationChoice>>[0],
  'title' | 'hint' | 'choices' | 'children'
>) {
  const { t } = useTranslation();
  const query = useSupplierQuotations(supplierId);
  const texts = `${NS}.form.quotations`;
  const choices = (query.data?.items ?? []).map((q) => ({
    id: q.id,
    currency: q.currency,
    label: t(`${texts}.label`, {
      product: q.productName,
      request: q.demandeTitle,
      total: formatPrice({ amount: q.totalPrice, currency: q.currency }),
      lines: q.lineCount,
    }),
  }));
  return (
    <QuotationChoices title={t(`${texts}.title`)} choices={choices} {...props}>
      <QueryState
        query={{ isError: query.isError, error: query.error, data: query.data?.items }}
        texts={texts}
        failedKey={`${texts}.failed`}
      >
        {() => null}
      </QueryState>
    </QuotationChoices>
  );
}
