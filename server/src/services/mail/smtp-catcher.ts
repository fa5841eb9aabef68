import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail the catcher received, as the dev mailbox shows it. */
export interface CaughtMail {
  id: number;
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link of the mail, in order: what tests and people follow. */
  links: string[];
  received_at: Date;
}

export interface SmtpCatcher {
  port: number;
  /** Newest first. */
  messages(): CaughtMail[];
  clear(): void;
  close(): Promise<void>;
}

const MAX_KEPT = 200;
const LINK = /https?:\/\/[^\s"'<>]+/g;

/**
 * An SMTP server on 127.0.0.1 that keeps what it receives in memory. In demo mode and in tests the
 * server sends its mail here over real SMTP, so what is read back went through the whole mail path.
 */
export async function startSmtpCatcher(port = 0): Promise<SmtpCatcher> {
  let nextId = 1;
  let kept: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const html = typeof parsed.html === 'string' ? parsed.html : '';
          const text = parsed.text ?? '';
          kept = [
            {
              id: nextId++,
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              subject: parsed.subject ?? '',
              text,
              html,
              // The same link in the text and (escaped) in the HTML part is listed once.
              links: [
                ...new Set((`${text}\n${html}`.match(LINK) ?? []).map((link) => link.replace(/&amp;/g, '&'))),
              ],
              received_at: new Date(),
            },
            ...kept,
          ].slice(0, MAX_KEPT);
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    messages: () => kept,
    clear: () => {
      kept = [];
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
