import { config } from '../config';
import type { Mailer } from './mailer';
import { sesMailer } from './ses-mailer';
import { smtpMailer } from './smtp-mailer';

export type { Mailer, MailMessage } from './mailer';

/** The mailer the configuration names (MAIL_TRANSPORT): SMTP locally, Amazon SES in AWS. */
export const mailer = (): Mailer => (config.mailTransport() === 'ses' ? sesMailer() : smtpMailer());
