import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from './config';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the message (a quote's PDF). */
  attachments?: MailAttachment[];
  /**
   * The Message-ID header: the same for every attempt of one e-mail of the outbox, so a copy sent
   * twice (a retry after a send whose answer was lost) is recognisable as one message.
   */
  messageId?: string;
}

/** Outgoing e-mail. Only configured when SMTP_URL is set; otherwise nothing can be sent. */
export interface Mailer {
  readonly isConfigured: boolean;
  send(message: MailMessage): Promise<void>;
}

class SmtpMailer implements Mailer {
  readonly isConfigured = true;
  private transport: Transporter | undefined;

  constructor(
    private readonly url: string,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    // Created on first use: a server that never sends mail never opens a connection.
    this.transport ??= nodemailer.createTransport(this.url);
    await this.transport.sendMail({ from: this.from, ...message });
  }
}

const unconfigured: Mailer = {
  isConfigured: false,
  send: () => Promise.reject(new Error('SMTP_URL is not set: e-mail cannot be sent')),
};

const mailers = new WeakMap<Config, Mailer>();

/** The mailer of a configuration (one transport per app). */
export function mailerFor(config: Pick<Config, 'smtpUrl' | 'smtpFrom'>): Mailer {
  const key = config as Config;
  let mailer = mailers.get(key);
  if (!mailer) {
    mailer = config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.smtpFrom) : unconfigured;
    mailers.set(key, mailer);
  }
  return mailer;
}

/** Escapes text for an HTML e-mail body. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}
