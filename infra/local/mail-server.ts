import type { AddressInfo } from 'node:net';
import { type AddressObject, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { stampNow } from '../../functions/lib/clock';
import { storeOutboxMessage } from '../../functions/lib/data/outbox-repository';

export interface LocalMailServer {
  port: number;
  stop: () => Promise<void>;
}

/** Larger mail is refused, so one stored message stays a small table item. */
const MAX_MESSAGE_BYTES = 1024 * 1024;

/** "NFL Pool <pool@localhost>, bob@example.com", as a reader writes them (mailparser's text quotes names). */
const addresses = (value: AddressObject | AddressObject[] | undefined): string =>
  (Array.isArray(value) ? value : value ? [value] : [])
    .flatMap((list) => list.value)
    .map(({ name, address }) => (name ? `${name} <${address}>` : (address ?? '')))
    .join(', ');

/** A raw header line's value, its folding undone: "List-Unsubscribe: <…>" → "<…>". */
const unfolded = (line: string): string => line.replace(/^[^:]*:\s*/, '').replace(/\r?\n[ \t]+/g, ' ');

/**
 * A real SMTP server on loopback for the local stack: no auth, no TLS (nothing leaves the machine).
 * Each message is parsed and kept in the table's outbox, which the admin's Outbox tab reads.
 */
export const startMailServer = async (): Promise<LocalMailServer> => {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData: (stream, session, callback) => {
      simpleParser(stream)
        .then(async (mail) => {
          if (stream.sizeExceeded) throw new Error('Message is larger than this mail server accepts');
          const envelopeTo = session.envelope.rcptTo.map((recipient) => recipient.address).join(', ');
          const listUnsubscribe = mail.headerLines.find((line) => line.key === 'list-unsubscribe');
          await storeOutboxMessage({
            receivedAt: stampNow().toISOString(),
            from: addresses(mail.from),
            to: addresses(mail.to) || envelopeTo,
            subject: mail.subject ?? '',
            text: (mail.text ?? '').trimEnd(),
            html: mail.html || null,
            listUnsubscribe: listUnsubscribe ? unfolded(listUnsubscribe.line) : null,
          });
        })
        .then(
          () => callback(),
          (error: Error) => callback(error),
        );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
