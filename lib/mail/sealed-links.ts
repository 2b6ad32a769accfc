// Single-use links (password reset, invitations) never sit in clear in the outbox. A composer puts
// MAIL_LINK_SLOT where the link goes and names the link and its expiry (DraftMail.link); queueMail
// stores the text with the link sealed in its place (lib/seal/kinds.ts `mailLink`: a key of
// its own, expiring with the link), and the worker opens it only to send. Once sent, the outbox
// keeps no text at all (SECRET_SENT_TEXT). A copy of the database alone holds no usable link.
import 'server-only';
import { seals } from '@/lib/seal/kinds';

/** Where a composer's text takes its link. */
export const MAIL_LINK_SLOT = '{{enlace}}';

// An iron seal is base64url parts joined by '*' with a '~' version suffix.
const SEALED = /\[\[enlace:([A-Za-z0-9_*~.-]+)\]\]/g;

export interface MailLink {
  url: string;
  expiresAt: Date;
}

/** The text to store: the slot replaced by the sealed link. */
export async function sealMailLink(text: string, link: MailLink, now = Date.now()): Promise<string> {
  if (!text.includes(MAIL_LINK_SLOT)) throw new Error('sealMailLink: the text has no place for its link');
  const seconds = Math.max(1, Math.ceil((link.expiresAt.getTime() - now) / 1000));
  const sealed = await seals.mailLink.seal({ url: link.url, exp: link.expiresAt.getTime() }, seconds);
  return text.split(MAIL_LINK_SLOT).join(`[[enlace:${sealed}]]`);
}

/**
 * The text of a mail with a single-use link, its link opened to send; null when it has none left
 * to open (expired, not openable, or a text the outbox no longer keeps): such a mail is not sent.
 */
export async function openMailLinks(text: string, now = Date.now()): Promise<string | null> {
  const found = [...text.matchAll(SEALED)];
  if (found.length === 0) return null;
  let out = text;
  for (const [whole, sealed] of found) {
    const link = await seals.mailLink.unseal(sealed);
    if (!link || link.exp <= now) return null;
    out = out.replace(whole, link.url);
  }
  return out;
}
