import { createTransport } from 'nodemailer';
import { config } from '../config';
import type { Mailer } from './mailer';

/**
 * Mail over SMTP: locally the loopback mail server the Outbox tab reads. Read per call, so a stack
 * started later (another SMTP_PORT) is the one mail goes to.
 */
export const smtpMailer = (): Mailer => {
  const host = config.smtpHost();
  const port = config.smtpPort();
  const transport = createTransport({ host, port, secure: false, connectionTimeout: 10_000 });
  return {
    send: async (message) => {
      try {
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
