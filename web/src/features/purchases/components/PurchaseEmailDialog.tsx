import { useTranslation } from 'react-i18next';
import { Mail } from 'lucide-react';
import { z } from 'zod';
import { emailField } from '@comptoir/core/fields';
import {
  PURCHASE_PDF_LANGUAGES,
  canEmailPurchaseOrder,
  type PurchaseOrderDetail,
  type PurchasePdfLanguage,
} from '@comptoir/core/modules/purchases-api';
import { DialogButton } from '@/components/form/DialogButton';
import { SelectField, TextField, required } from '@/components/form/fields';
import { FormDialog, useFormDialog, type SaveDialogProps } from '@/components/form/FormDialog';
import type { OnMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useEmailPurchaseOrder } from '../api';

const NS = 'purchases.ui.email';

/** The dialog's fields: a recipient is required here (the server would answer 400 without one). */
const emailForm = z.object({
  to: emailField('purchases.errors.noRecipient', 'purchases.validation.email'),
  language: z.enum(PURCHASE_PDF_LANGUAGES, { error: 'purchases.validation.language' }),
});
type EmailFormValues = { to: string; language: PurchasePdfLanguage };

type Mailed = Pick<PurchaseOrderDetail, 'id' | 'number' | 'mailDefaults'>;

/**
 * 'Envoyer par e-mail': the recipient (the supplier's address by default) and the language of the
 * e-mail and its attached PDF (the supplier's by default); the server queues the e-mail and says so.
 */
export function PurchaseEmailDialog({
  purchaseOrder,
  onClose,
  onSaved,
}: SaveDialogProps & { purchaseOrder: Mailed }) {
  const { t } = useTranslation();
  const send = useEmailPurchaseOrder(purchaseOrder.id);
  const { dialog } = useFormDialog<EmailFormValues>({
    schema: emailForm,
    defaultValues: {
      to: purchaseOrder.mailDefaults?.to ?? '',
      language: purchaseOrder.mailDefaults?.language ?? 'fr',
    },
    save: (values) => send.mutateAsync(values),
    onSaved,
    onClose,
    failedKey: `${NS}.failed`,
  });
  return (
    <FormDialog
      {...dialog}
      title={t(`${NS}.title`, { number: purchaseOrder.number ?? '' })}
      description={t(`${NS}.description`)}
      labels={{ cancel: t('purchases.ui.actions.cancel'), submit: t(`${NS}.submit`) }}
      onClose={onClose}
    >
      <TextField
        name="to"
        type="email"
        autoComplete="email"
        label={required(t(`${NS}.to`))}
        hint={t(`${NS}.toHint`)}
      />
      <SelectField
        name="language"
        label={required(t(`${NS}.language`))}
        options={PURCHASE_PDF_LANGUAGES.map((language) => ({
          value: language,
          label: t(`purchases.ui.pdf.${language}`),
        }))}
      />
    </FormDialog>
  );
}

/**
 * The action that opens the dialog: offered on a numbered order (sent, confirmed, being received),
 * off while its e-mail is on its way; the server's message is said as a toast.
 */
export function PurchaseEmailButton({
  purchaseOrder,
  onMessage,
}: {
  purchaseOrder: Mailed & Pick<PurchaseOrderDetail, 'status' | 'mail'>;
  onMessage: OnMessage;
}) {
  const { t } = useTranslation();
  const mailing = purchaseOrder.mail?.status === 'queued';
  return (
    <DialogButton
      icon={Mail}
      label={t(`${NS}.action`)}
      disabled={!canEmailPurchaseOrder(purchaseOrder.status) || mailing}
      onMessage={onMessage}
    >
      {(dialog) => <PurchaseEmailDialog purchaseOrder={purchaseOrder} {...dialog} />}
    </DialogButton>
  );
}

/** The order's latest e-mail in a few words: 'Envoyé à … le …', 'Envoi à … en cours', or its failure. */
export function PurchaseMailState({ mail }: { mail: PurchaseOrderDetail['mail'] }) {
  const { t } = useTranslation();
  if (!mail) return <>{t(`${NS}.never`)}</>;
  const to = mail.recipient;
  switch (mail.status) {
    case 'sent':
      return <>{t(`${NS}.sent`, { to, date: formatDateTime(mail.sentAt) })}</>;
    case 'queued':
      return <>{t(`${NS}.queued`, { to })}</>;
    case 'cancelled':
      return <>{t(`${NS}.cancelled`, { to })}</>;
    default:
      return <span className="text-destructive">{t(`${NS}.failedTo`, { to })}</span>;
  }
}
