import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { ActionDialog } from '@/components/form/ActionDialog';
import { DialogActions } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { invoiceExportUrl } from '../api';
import { companyToday } from '@/lib/company-day';

/**
 * 'Export comptable (FEC)': the sales and purchase journals of a period in the French FEC layout,
 * downloaded as the server names it (SIREN + FEC + closing date).
 */
export function FecExportDialog({
  initialFrom,
  initialTo,
  onClose,
}: {
  initialFrom: string;
  initialTo: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const year = companyToday().slice(0, 4);
  const [from, setFrom] = useState(initialFrom || `${year}-01-01`);
  const [to, setTo] = useState(initialTo || `${year}-12-31`);
  const ready = from !== '' && to !== '' && from <= to;
  return (
    <ActionDialog
      texts="invoices.ui.fec"
      onClose={onClose}
      closeLabel={t('invoices.ui.actions.cancel')}
      size="sm"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-from`} label={t('invoices.ui.filters.from')}>
          <Input id={`${id}-from`} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </FormField>
        <FormField id={`${id}-to`} label={t('invoices.ui.filters.to')}>
          <Input id={`${id}-to`} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </FormField>
      </div>
      {ready ? null : (
        <p className="text-destructive mt-3 text-sm" role="alert">
          {t('invoices.validation.periodRequired')}
        </p>
      )}
      <DialogActions cancelLabel={t('invoices.ui.actions.cancel')} onCancel={onClose}>
        {ready ? (
          <a
            className={buttonClasses()}
            href={invoiceExportUrl({ format: 'fec', from, to })}
            download
            onClick={() => setTimeout(onClose, 0)}
          >
            <Download aria-hidden="true" className="size-4" />
            {t('invoices.ui.fec.download')}
          </a>
        ) : null}
      </DialogActions>
    </ActionDialog>
  );
}
