import type { SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from '../config';
import type { Mailer } from './mailer';

let client: SESv2Client | undefined;

/**
 * One client per process, created on first send so configuration is read after start-up; the SES SDK
 * is loaded then too, not in the cold start of every function that can mail.
 */
const ses = async () => {
  const { SESv2Client, SendEmailCommand } = await import('@aws-sdk/client-sesv2');
  client ??= new SESv2Client({ region: config.region() });
  return { client, SendEmailCommand };
};

const utf8 = (Data: string) => ({ Data, Charset: 'UTF-8' });

/** Mail through Amazon SES in AWS, from the sender address the stack configures. */
export const sesMailer = (): Mailer => ({
  send: async (message) => {
    try {
      const { client, SendEmailCommand } = await ses();
      await client.send(
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
