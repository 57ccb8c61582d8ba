/**
 * One way to send mail. Locally: SMTP to the loopback mail server whose messages the admin's Outbox
 * tab shows; in AWS: Amazon SES. Callers build the message; the mailer only delivers it.
 */
export interface MailMessage {
  to: string;
  subject: string;
  /** The plain-text body (always sent). */
  text: string;
  /** An HTML alternative, when the message has one. */
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
