import { config } from '../config';
import type { Mailer } from './mailer';

/**
 * Mail over SMTP: locally the loopback mail server the Outbox tab reads. Read per call, so a stack
 * started later (another SMTP_PORT) is the one mail goes to. nodemailer is loaded on first send: the
 * Lambda bundles leave it out (infra/pool-function.ts), as AWS mails through SES.
 */
export const smtpMailer = (): Mailer => {
  const host = config.smtpHost();
  const port = config.smtpPort();
  return {
    send: async (message) => {
      try {
        const { createTransport } = await import('nodemailer');
        const transport = createTransport({ host, port, secure: false, connectionTimeout: 10_000 });
        await transport.sendMail({
          from: config.mailFrom(),
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(message.headers ? { headers: message.headers } : {}),
        });
      } catch (error) {
        throw new Error(
          `Mail to ${message.to} could not be sent over SMTP (${host}:${port}): ${(error as Error).message}`,
          { cause: error },
        );
      }
    },
  };
};
