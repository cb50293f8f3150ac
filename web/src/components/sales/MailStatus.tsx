import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OutgoingMail } from '@comptoir/core/modules/mail';
import { Alert } from '@/components/ui/alert';

/** How often a document whose e-mail is on its way is read again. */
export const MAIL_POLL_MS = 1500;

/**
 * For a document query: read it again while its e-mail is on its way (a job of the server's
 * queue), so the screen shows it sent, or why it failed, without a reload.
 */
export const refetchWhileMailQueued = (query: {
  state: { data?: { mail?: OutgoingMail | null } | undefined };
}) => (query.state.data?.mail?.status === 'queued' ? MAIL_POLL_MS : false);

/**
 * Refreshes the module's queries (`key`) when the document's e-mail, seen on its way, has left or
 * failed: the lists show the document's new status (a quote becomes 'sent').
 */
export function useMailSettled(mail: OutgoingMail | null | undefined, key: readonly unknown[]) {
  const queryClient = useQueryClient();
  const previous = useRef(mail?.status);
  useEffect(() => {
    if (previous.current === 'queued' && mail && mail.status !== 'queued') {
      void queryClient.invalidateQueries({ queryKey: key });
    }
    previous.current = mail?.status;
  }, [mail, key, queryClient]);
}

/** The document's latest e-mail while it is on its way, or when it failed or was not sent. */
export function OutgoingMailAlert({ mail }: { mail: OutgoingMail | null | undefined }) {
  const { t } = useTranslation();
  if (!mail || mail.status === 'sent') return null;
  const values = { what: t(`common.mail.kinds.${mail.kind}`), to: mail.recipient };
  if (mail.status === 'queued') return <Alert variant="info">{t('common.mail.queued', values)}</Alert>;
  if (mail.status === 'cancelled')
    return <Alert variant="warning">{t('common.mail.cancelled', values)}</Alert>;
  return (
    <Alert variant="destructive">
      {t('common.mail.failed', { ...values, attempts: mail.attempts, error: mail.error ?? '' })}
    </Alert>
  );
}
