// A mail as its composer hands it to the outbox (lib/mail/queue.ts): what it is, to whom, its
// subject and text, and the single-use link it carries if any. Each domain composes its own mails
// (lib/enquiries/mails.ts, lib/mail/account-mails.ts, lib/staff/mails.ts…).
import 'server-only';
import type { MailKind } from './kinds';
import type { MailLink } from './sealed-links';

export interface DraftMail {
  /** What the mail is (lib/mail/kinds.ts): every composer names it. */
  kind: MailKind;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  /**
   * A single-use link the text holds at MAIL_LINK_SLOT: stored sealed, opened only to send, and
   * the text is not kept once sent (lib/mail/sealed-links.ts).
   */
  link?: MailLink;
  /**
   * For a mail a person may turn off (never a security notice): the absolute https URL that unsubscribes
   * them from this kind with one POST (RFC 8058). The URL must itself say whom and which kind, sealed
   * for that purpose; the transport turns it into the List-Unsubscribe headers.
   */
  unsubscribeUrl?: string;
}
