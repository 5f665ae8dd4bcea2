import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type Mail = { to: string; subject: string; text: string };
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise the mail is written to the server log (development, demo). */
export function createMailer(opts: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  if (!opts.smtpUrl) {
    return { send: async (mail) => opts.log.info({ mail }, `mail to ${mail.to}: ${mail.subject}`) };
  }
  const transport = nodemailer.createTransport(opts.smtpUrl);
  return {
    send: async (mail) => {
      await transport.sendMail({ from: opts.from, ...mail });
    },
  };
}
