import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Crown, Loader2 } from 'lucide-react';
import { CURRENCY_CODES } from '@comptoir/core/currency';
import { vipThresholdBody, type VipSettings, type VipThresholdBody } from '@comptoir/core/modules/clients';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { FormField, describedBy, useFieldMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { formatDate, formatPrice } from '@/lib/format';
import { errorMessage, useSaveVipThreshold, useVipSettings } from '../api';

/** The written VIP and prospect rule, with the threshold; administrators may change it. */
export function VipRuleCard({
  canEdit,
  onMessage,
}: {
  canEdit: boolean;
  onMessage: (kind: 'success' | 'error', text: string) => void;
}) {
  const { t } = useTranslation();
  const settings = useVipSettings();
  const [editing, setEditing] = useState(false);
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
        <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
          {t('clients.actions.editThreshold')}
        </Button>
      ) : null}
      {editing && data ? (
        <VipThresholdDialog
          settings={data}
          onClose={() => setEditing(false)}
          onSaved={(m) => onMessage('success', m)}
        />
      ) : null}
    </section>
  );
}

interface Values {
  amount: string;
  currency: string;
}

function VipThresholdDialog({
  settings,
  onClose,
  onSaved,
}: {
  settings: VipSettings;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const fieldMessage = useFieldMessage();
  const save = useSaveVipThreshold();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: { amount: settings.threshold.amount, currency: settings.threshold.currency },
    resolver: zodResolver(vipThresholdBody) as unknown as Resolver<Values>,
  });
  const amountError = fieldMessage(errors.amount);
  const currencyError = fieldMessage(errors.currency);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const answer = await save.mutateAsync(values as unknown as VipThresholdBody);
      onSaved(answer.message);
      onClose();
    } catch (error) {
      setServerError(errorMessage(error, 'clients.errors.vipSave'));
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('clients.vip.editTitle')}
      description={t('clients.vip.adminOnly')}
      closeLabel={t('clients.actions.cancel')}
      size="sm"
      modalOnly
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {serverError ? <Alert variant="destructive">{serverError}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={`${id}-amount`} label={t('clients.vip.amount')} error={amountError}>
            <Input
              id={`${id}-amount`}
              inputMode="decimal"
              aria-invalid={amountError ? true : undefined}
              aria-describedby={describedBy(`${id}-amount`, amountError)}
              {...register('amount')}
            />
          </FormField>
          <FormField id={`${id}-currency`} label={t('clients.vip.currency')} error={currencyError}>
            <Select id={`${id}-currency`} {...register('currency')}>
              {CURRENCY_CODES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('clients.actions.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            {t('clients.actions.save')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
