import { useTranslation } from 'react-i18next';
import { Crown } from 'lucide-react';
import { CURRENCY_CODES } from '@comptoir/core/currency';
import { vipThresholdBody, type VipSettings, type VipThresholdBody } from '@comptoir/core/modules/clients';
import { useDetailDialog } from '@/components/detail/use-detail-screen';
import { FormDialog, useFormDialog, type SaveDialogProps } from '@/components/form/FormDialog';
import { SelectField, TextField } from '@/components/form/fields';
import { Button } from '@/components/ui/button';
import { formatDate, formatPrice } from '@/lib/format';
import { errorMessage, useSaveVipThreshold, useVipSettings } from '../api';
import type { OnMessage } from '@/lib/api';

/** The written VIP and prospect rule, with the threshold; administrators may change it. */
export function VipRuleCard({ canEdit, onMessage }: { canEdit: boolean; onMessage: OnMessage }) {
  const { t } = useTranslation();
  const settings = useVipSettings();
  const editing = useDetailDialog(onMessage);
  const data = settings.data;

  return (
    <section
      aria-labelledby="vip-rule-title"
      className="bg-card flex flex-wrap items-start justify-between gap-3 rounded-xl border p-4 text-sm shadow-sm"
    >
      <div className="flex min-w-0 flex-1 gap-3">
        <Crown aria-hidden="true" className="text-primary mt-0.5 size-5 shrink-0" />
        <div className="min-w-0 space-y-1">
          <h2 id="vip-rule-title" className="font-semibold">
            {t('clients.vip.title')}
          </h2>
          {settings.isError ? (
            <p className="text-destructive">{errorMessage(settings.error, 'clients.errors.vip')}</p>
          ) : !data ? (
            <p className="text-muted-foreground">{t('clients.vip.loading')}</p>
          ) : (
            <>
              <p>
                {t('clients.vip.rule', { months: data.windowMonths, threshold: formatPrice(data.threshold) })}
              </p>
              <p>{t('clients.vip.prospect')}</p>
              <p className="text-muted-foreground text-xs">
                {t('clients.vip.adminOnly')}
                {data.updatedAt && data.updatedBy
                  ? ` ${t('clients.vip.updated', { date: formatDate(data.updatedAt), name: data.updatedBy })}`
                  : null}
              </p>
            </>
          )}
        </div>
      </div>
      {canEdit && data ? (
        <Button variant="outline" size="sm" onClick={editing.show}>
          {t('clients.actions.editThreshold')}
        </Button>
      ) : null}
      {editing.open && data ? <VipThresholdDialog settings={data} {...editing.dialog} /> : null}
    </section>
  );
}

interface Values {
  amount: string;
  currency: string;
}

function VipThresholdDialog({ settings, onClose, onSaved }: SaveDialogProps & { settings: VipSettings }) {
  const { t } = useTranslation();
  const save = useSaveVipThreshold();
  const { dialog } = useFormDialog<Values>({
    schema: vipThresholdBody,
    defaultValues: { amount: settings.threshold.amount, currency: settings.threshold.currency },
    fields: ['amount', 'currency'],
    save: (values) => save.mutateAsync(values as unknown as VipThresholdBody),
    onSaved,
    onClose,
    failedKey: 'clients.errors.vipSave',
  });

  return (
    <FormDialog
      {...dialog}
      title={t('clients.vip.editTitle')}
      description={t('clients.vip.adminOnly')}
      onClose={onClose}
      labels={{ cancel: t('clients.actions.cancel'), submit: t('clients.actions.save') }}
      size="sm"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="amount" label={t('clients.vip.amount')} inputMode="decimal" />
        <SelectField name="currency" label={t('clients.vip.currency')} options={CURRENCY_CODES} />
      </div>
    </FormDialog>
  );
}
