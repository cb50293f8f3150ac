import { useTranslation } from 'react-i18next';
import { Pencil } from 'lucide-react';
import { matchTolerancesBody, type MatchTolerances } from '@comptoir/core/modules/purchases-costs';
import { DetailSection, Info } from '@/components/detail/DetailLayout';
import { DialogButton } from '@/components/form/DialogButton';
import { TextField } from '@/components/form/fields';
import { FormDialog, useFormDialog, type SaveDialogProps } from '@/components/form/FormDialog';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { formatDate, formatPrice } from '@/lib/format';
import { apiErrorText, type OnMessage } from '@/lib/api';
import { useMatchTolerances, useSetMatchTolerances } from '../api';

const NS = 'purchases.ui.tolerances';

/**
 * The three-way match tolerances (quantity and price in percent, amount at stake in euros) and who
 * set them last; an Admin changes them ('Modifier'), the matches made after use them.
 */
export function TolerancesCard({ isAdmin, onMessage }: { isAdmin: boolean; onMessage: OnMessage }) {
  const { t } = useTranslation();
  const query = useMatchTolerances();
  const data = query.data;
  return (
    <DetailSection id="purchase-tolerances" title={t(`${NS}.title`)}>
      <p className="text-muted-foreground text-sm">{t(`${NS}.hint`)}</p>
      {query.isPending ? (
        <Spinner label={t(`${NS}.loading`)} showLabel />
      ) : !data ? (
        <Alert variant="destructive">{apiErrorText(query.error, `${NS}.failures.load`)}</Alert>
      ) : (
        <>
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <Info label={t(`${NS}.quantityPercent`)}>
              <span className="tabular-nums">{data.tolerances.quantityPercent} %</span>
            </Info>
            <Info label={t(`${NS}.pricePercent`)}>
              <span className="tabular-nums">{data.tolerances.pricePercent} %</span>
            </Info>
            <Info label={t(`${NS}.amount`)}>
              <span className="tabular-nums">
                {formatPrice({ amount: data.tolerances.amount, currency: 'EUR' })}
              </span>
            </Info>
          </dl>
          <p className="text-muted-foreground text-xs">
            {data.updatedAt
              ? t(`${NS}.updated`, { name: data.updatedBy ?? '—', date: formatDate(data.updatedAt) })
              : t(`${NS}.never`)}
          </p>
          {isAdmin ? (
            <DialogButton icon={Pencil} label={t(`${NS}.edit`)} onMessage={onMessage}>
              {(dialog) => <TolerancesDialog values={data.tolerances} {...dialog} />}
            </DialogButton>
          ) : (
            <p className="text-muted-foreground text-xs">{t(`${NS}.adminOnly`)}</p>
          )}
        </>
      )}
    </DetailSection>
  );
}

/** 'Modifier les tolérances': the three figures, checked with the core contract; the server's refusal (403, 400) over the form. */
export function TolerancesDialog({
  values,
  onClose,
  onSaved,
}: SaveDialogProps & { values: MatchTolerances }) {
  const { t } = useTranslation();
  const save = useSetMatchTolerances();
  const { dialog } = useFormDialog<MatchTolerances, { message: string }>({
    schema: matchTolerancesBody,
    defaultValues: values,
    save: async (v) => {
      const body = matchTolerancesBody.parse(v) as MatchTolerances;
      await save.mutateAsync(body);
      return { message: t('purchases.success.tolerancesSaved') };
    },
    onSaved,
    onClose,
    failedKey: `${NS}.failures.save`,
  });
  return (
    <FormDialog
      {...dialog}
      title={t(`${NS}.edit`)}
      labels={{ cancel: t('purchases.ui.actions.cancel'), submit: t('purchases.ui.actions.save') }}
      onClose={onClose}
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <TextField name="quantityPercent" label={t(`${NS}.quantityPercent`)} inputMode="decimal" />
        <TextField name="pricePercent" label={t(`${NS}.pricePercent`)} inputMode="decimal" />
        <TextField name="amount" label={t(`${NS}.amount`)} inputMode="decimal" />
      </div>
      <p className="text-muted-foreground text-xs">{t(`${NS}.formHint`)}</p>
    </FormDialog>
  );
}
