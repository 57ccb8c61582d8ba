import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailer } from './index';

const ses = mockClient(SESv2Client);

describe('mail through Amazon SES', () => {
  beforeEach(() => {
    ses.reset();
    process.env.MAIL_TRANSPORT = 'ses';
    process.env.MAIL_FROM = 'Pool <pool@example.com>';
  });
  afterEach(() => {
    delete process.env.MAIL_TRANSPORT;
    delete process.env.MAIL_FROM;
  });

  it('sends one SendEmail from the configured sender with the text, HTML and headers', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    await mailer().send({
      to: 'alice@example.com',
      subject: 'Week 15: 3 picks missing',
      text: 'Pick 3 games',
      html: '<p>Pick 3 games</p>',
      headers: { 'List-Unsubscribe': '<https://pool.example.com/api/unsubscribe?token=t>' },
    });
    const calls = ses.commandCalls(SendEmailCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.args[0].input).toEqual({
      FromEmailAddress: 'Pool <pool@example.com>',
      Destination: { ToAddresses: ['alice@example.com'] },
      Content: {
        Simple: {
          Subject: { Data: 'Week 15: 3 picks missing', Charset: 'UTF-8' },
          Body: {
            Text: { Data: 'Pick 3 games', Charset: 'UTF-8' },
            Html: { Data: '<p>Pick 3 games</p>', Charset: 'UTF-8' },
          },
          Headers: [
            { Name: 'List-Unsubscribe', Value: '<https://pool.example.com/api/unsubscribe?token=t>' },
          ],
        },
      },
    });
  });

  it('sends a text-only mail without an HTML part or headers', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-2' });
    await mailer().send({ to: 'bob@example.com', subject: 'Plain', text: 'Only text' });
    expect(ses.commandCalls(SendEmailCommand)[0]?.args[0].input.Content?.Simple).toEqual({
      Subject: { Data: 'Plain', Charset: 'UTF-8' },
      Body: { Text: { Data: 'Only text', Charset: 'UTF-8' } },
    });
  });

  it('throws a clear error when SES refuses the mail', async () => {
    const refusal = Object.assign(new Error('Email address is not verified.'), { name: 'MessageRejected' });
    ses.on(SendEmailCommand).rejects(refusal);
    await expect(mailer().send({ to: 'carla@example.com', subject: 'S', text: 'T' })).rejects.toThrow(
      'Mail to carla@example.com could not be sent through Amazon SES: MessageRejected: Email address is not verified.',
    );
  });

  it('refuses a transport it does not know', () => {
    process.env.MAIL_TRANSPORT = 'carrier-pigeon';
    expect(() => mailer()).toThrow('MAIL_TRANSPORT must be smtp or ses, not carrier-pigeon');
  });
});
