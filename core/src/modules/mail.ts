/**
 * Outgoing e-mails of documents (a quote, an invoice, an invoice reminder, a purchase order): a job
 * of the server's queue sends them with retries (decision 0017, addendum). The document's record
 * (quote sent, invoice sent, reminder, order e-mailed) is written when the e-mail has left;
 * meanwhile the document shows its latest e-mail: 'queued' (envoi en cours), then 'sent', or
 * 'failed' with the reason.
 */
import { z } from 'zod';

export const MAIL_KINDS = ['quote', 'invoice', 'reminder', 'purchase_order'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * queued: waiting to leave or being retried; sent; failed: given up after the retries;
 * cancelled: not sent because the document changed meanwhile (no longer sendable).
 */
export const MAIL_STATUSES = ['queued', 'sent', 'failed', 'cancelled'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const outgoingMail = z.object({
  id: z.uuid(),
  kind: z.enum(MAIL_KINDS),
  status: z.enum(MAIL_STATUSES),
  recipient: z.string(),
  /** Sending attempts so far. */
  attempts: z.number().int(),
  /** The last failure (the mail server's answer), or why it was cancelled. */
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutgoingMail = z.infer<typeof outgoingMail>;
