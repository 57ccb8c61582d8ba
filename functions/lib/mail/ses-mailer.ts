import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { config } from '../config';
import type { Mailer } from './mailer';

let client: SESv2Client | undefined;

/** One client per process, created on first use so configuration is read after start-up. */
const ses = (): SESv2Client => {
  client ??= new SESv2Client({ region: config.region() });
  return client;
};

const utf8 = (Data: string) => ({ Data, Charset: 'UTF-8' });

/** Mail through Amazon SES in AWS, from the sender address the stack configures. */
export const sesMailer = (): Mailer => ({
  send: async (message) => {
    try {
      await ses().send(
        new SendEmailCommand({
          FromEmailAddress: config.mailFrom(),
          Destination: { ToAddresses: [message.to] },
          Content: {
            Simple: {
              Subject: utf8(message.subject),
              Body: { Text: utf8(message.text), ...(message.html ? { Html: utf8(message.html) } : {}) },
              ...(message.headers
                ? { Headers: Object.entries(message.headers).map(([Name, Value]) => ({ Name, Value })) }
                : {}),
            },
          },
        }),
      );
    } catch (error) {
      const { name, message: reason } = error as Error;
      throw new Error(`Mail to ${message.to} could not be sent through Amazon SES: ${name}: ${reason}`, {
        cause: error,
      });
    }
  },
});
