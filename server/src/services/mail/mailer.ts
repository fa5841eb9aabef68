import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The sender, when not the mailer's own (the mail settings'). */
  from?: string;
}

/** Sends mail; the server only ever talks SMTP, to a real server or to the embedded catcher. */
export interface Mailer {
  /** Resolves with the mail server's message id, when it gives one. */
  send(mail: OutgoingMail): Promise<{ messageId: string | null }>;
  /** Resolves when the mail server answers a connection (the system health check); absent, not checked. */
  verify?(): Promise<void>;
  close(): void;
}

export interface SmtpOptions {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
  from: string;
  /** The embedded catcher has a self-signed certificate or none. */
  allowInsecure?: boolean;
}

export function createSmtpMailer(options: SmtpOptions): Mailer {
  const transport = nodemailer.createTransport({
    host: options.host,
    port: options.port,
    secure: options.secure,
    auth: options.user ? { user: options.user, pass: options.pass } : undefined,
    ...(options.allowInsecure && { ignoreTLS: true, tls: { rejectUnauthorized: false } }),
  });
  return {
    async send(mail) {
      const info = await transport.sendMail({ ...mail, from: mail.from ?? options.from });
      return { messageId: typeof info.messageId === 'string' ? info.messageId : null };
    },
    async verify() {
      await transport.verify();
    },
    close: () => transport.close(),
  };
}
