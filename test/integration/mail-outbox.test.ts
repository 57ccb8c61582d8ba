import { createServer } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { now } from '../../functions/lib/clock';
import { mailer } from '../../functions/lib/mail';
import { OUTBOX_PAGE_SIZE, type OutboxPage } from '../../shared/schemas/outbox';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';

const stack = localStackForFile();

const json = async <T>(response: Response | Promise<Response>): Promise<T> =>
  (await (await response).json()) as T;

let admin: PoolClient;
const outbox = (cursor?: string) =>
  json<OutboxPage>(admin.get(`/api/admin/outbox${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`));

/** A loopback port nobody listens on. */
const closedPort = async (): Promise<number> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
};

beforeAll(async () => {
  ({ client: admin } = await signIn(stack.url, 'admin@example.com'));
});

describe('mail through the local mail server', () => {
  it('delivers a message sent through the mailer to the Outbox, with its HTML and headers', async () => {
    await mailer().send({
      to: 'alice@example.com',
      subject: 'Week 15: 3 picks missing',
      text: 'You still need to pick 3 games.\nhttp://127.0.0.1/weekly-picks',
      html: '<p>You still need to pick <b>3 games</b>.</p>',
      headers: { 'List-Unsubscribe': '<http://127.0.0.1/api/unsubscribe?token=abc>' },
    });
    const page = await outbox();
    expect(page.transport).toBe('smtp');
    const [latest] = page.messages;
    expect(latest).toMatchObject({
      to: 'alice@example.com',
      from: 'NFL Pool <pool@localhost>',
      subject: 'Week 15: 3 picks missing',
      text: 'You still need to pick 3 games.\nhttp://127.0.0.1/weekly-picks',
      html: '<p>You still need to pick <b>3 games</b>.</p>',
      listUnsubscribe: '<http://127.0.0.1/api/unsubscribe?token=abc>',
    });
    // Received at the pool's time, as every time the admin reads (the pool clock is a year behind this machine's).
    expect(Math.abs(now().getTime() - Date.parse(latest?.receivedAt ?? ''))).toBeLessThan(60_000);
  });

  it('keeps a text-only message without HTML', async () => {
    await mailer().send({ to: 'bob@example.com', subject: 'Plain', text: 'Only text' });
    const [latest] = (await outbox()).messages;
    expect(latest).toMatchObject({
      to: 'bob@example.com',
      text: 'Only text',
      html: null,
      listUnsubscribe: null,
    });
  });

  it('pages newest first with a cursor, every message once', async () => {
    const subjects = Array.from({ length: OUTBOX_PAGE_SIZE + 3 }, (_, index) => `Paging ${index + 1}`);
    for (const subject of subjects) await mailer().send({ to: 'carla@example.com', subject, text: subject });

    const first = await outbox();
    expect(first.messages).toHaveLength(OUTBOX_PAGE_SIZE);
    expect(first.nextCursor).toBeTruthy();
    const second = await outbox(first.nextCursor ?? undefined);
    const all = [...first.messages, ...second.messages];
    const times = all.map((message) => message.receivedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(all.map((message) => message.id)).size).toBe(all.length);
    // 28 paging messages and the two of the earlier tests, newest first.
    expect(all.map((message) => message.subject)).toEqual([
      ...[...subjects].reverse(),
      'Plain',
      'Week 15: 3 picks missing',
    ]);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses a cursor it did not hand out', async () => {
    const response = await admin.get('/api/admin/outbox?cursor=bm90LWEta2V5');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'cursor is not one this outbox handed out' });
  });

  it('shows the Outbox to admins only', async () => {
    const { client: player } = await signIn(stack.url, 'dan@example.com');
    const response = await player.get('/api/admin/outbox');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Admin access required' });
  });

  it('says so clearly when the mail server cannot be reached', async () => {
    const port = process.env.SMTP_PORT;
    process.env.SMTP_PORT = String(await closedPort());
    try {
      await expect(mailer().send({ to: 'erin@example.com', subject: 'Lost', text: 'Lost' })).rejects.toThrow(
        /^Mail to erin@example.com could not be sent over SMTP \(127\.0\.0\.1:\d+\): /,
      );
    } finally {
      process.env.SMTP_PORT = port;
    }
    expect((await outbox()).messages.map((message) => message.subject)).not.toContain('Lost');
  });
});
