import nodemailer from 'nodemailer';

export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** Files sent with it (an automated report). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** Sends one e-mail; resolves when the server accepted it, rejects otherwise. */
export type SendEmail = (email: OutgoingEmail) => Promise<void>;

export interface SmtpSender {
  send: SendEmail;
  close(): void;
}

/** An SMTP sender for `smtp://user:pass@host:port` or `smtps://…` (nodemailer's URL form). */
export function createSmtpSender(smtpUrl: string): SmtpSender {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (email) => {
      await transport.sendMail({
        from: email.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        ...(email.html ? { html: email.html } : {}),
        ...(email.attachments?.length ? { attachments: email.attachments } : {}),
      });
    },
    close: () => transport.close(),
  };
}
