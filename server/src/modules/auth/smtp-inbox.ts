import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

/** A received message: envelope recipient and the raw message, decoded from quoted-printable. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A local SMTP server on 127.0.0.1 (random port) that keeps what it receives: tests point
 * SMTP_URL at it and read the e-mails the app sends. Test-only. `refuse`: the first n messages
 * are refused (451, try again later), as a busy server would; `hold()` keeps the next messages
 * waiting until the function it returns is called.
 */
export async function startInbox(options: { refuse?: number } = {}) {
  const received: ReceivedMail[] = [];
  const waiters: { match: (m: ReceivedMail) => boolean; resolve: (m: ReceivedMail) => void }[] = [];
  let refused = 0;
  let toRefuse = options.refuse ?? 0;
  let gate: Promise<void> | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (gate) await gate;
        if (toRefuse > 0) {
          toRefuse -= 1;
          refused += 1;
          const busy = Object.assign(new Error('Service busy, try again later'), { responseCode: 451 });
          callback(busy);
          return;
        }
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        };
        received.push(mail);
        for (const waiter of [...waiters]) {
          if (waiter.match(mail)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(mail);
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The next (or an already received) message to this address. */
    waitFor(to: string): Promise<ReceivedMail> {
      const match = (m: ReceivedMail) => m.to.some((a) => a.toLowerCase() === to.toLowerCase());
      const found = received.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
    /** Messages refused so far (see `refuse`). */
    refused: () => refused,
    /** Refuses the next n messages. */
    refuseNext(n: number) {
      toRefuse = n;
    },
    /** Holds the next messages until the returned function is called. */
    hold(): () => void {
      let release = () => undefined as void;
      gate = new Promise<void>((resolve) => (release = resolve));
      return () => {
        gate = null;
        release();
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The reset link's token in a received message. */
export function resetTokenIn(mail: ReceivedMail): { link: string; token: string } {
  const match = /(https?:\/\/[^\s"<]+\/reset-password\?token=([A-Za-z0-9_-]+))/.exec(mail.raw);
  if (!match) throw new Error(`No reset link in:\n${mail.raw}`);
  return { link: match[1]!, token: match[2]! };
}
