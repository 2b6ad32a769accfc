// The one list of what the service seals: each kind's purpose, audience, subject, lifetime and
// payload (lib/seal/sealed-values.ts derives a key per kind). A new sealed value is a new entry
// here; lib/seal/kinds.test.ts checks that every kind refuses every other kind's values.
import 'server-only';
import { z } from 'zod';
import { siteStorage } from '@/lib/cookies/site-cookies';
import { env } from '@/lib/env';
import { sealKind } from './sealed-values';

const STAFF_SESSION_SECONDS = 8 * 3600;

const sessionId = z.object({ sid: z.string().min(32) });

const pendingSignIn = z.object({
  uid: z.number().int().positive(),
  nonce: z.string().min(16),
  /** The second factor checked already: only the forced change of a temporary password is left. */
  verified: z.boolean(),
  exp: z.number(),
});

const mailLink = z.object({ url: z.url(), exp: z.number() });

/** The longest a mailed link lives (a customer's invitation: 7 days). */
const MAIL_LINK_SECONDS = 8 * 24 * 3600;

/** A person (User id) and one kind of mail they may turn off (lib/mail/preference-kinds.ts checks the name). */
const unsubscribe = z.object({ uid: z.number().int().positive(), kind: z.string().min(1).max(40) });

/**
 * How long a mail's unsubscribe link works: mail is read (and its link clicked) long after it was
 * sent. Not single-use: using it twice turns the same kind off twice, which changes nothing.
 */
const UNSUBSCRIBE_SECONDS = 2 * 366 * 24 * 3600;

const passkeyCeremony = z.object({
  challenge: z.string().min(16),
  purpose: z.enum(['register', 'sign-in']),
  uid: z.number().int().positive().nullable(),
  exp: z.number(),
});

const statusOptIn = z.object({
  sid: z.number().int().positive(),
  nonce: z.string().min(16),
  /** The components asked for: set when the link is used */
  components: z.array(z.number().int().positive()).min(1).max(100),
});

const statusUnsubscribe = z.object({ sid: z.number().int().positive(), key: z.string().min(16) });

/** The opt-in link of a status subscription lives two days. */
export const STATUS_OPT_IN_SECONDS = 2 * 24 * 3600;
/** An unsubscribe link (sealed anew in every mail) works for a year after its mail. */
const STATUS_UNSUBSCRIBE_SECONDS = 366 * 24 * 3600;

export const seals = {
  /** The customer session cookie: a random id whose SHA-256 keys a Session row. */
  customerSession: sealKind({
    purpose: 'session',
    audience: 'customer',
    subject: 'user',
    ttlSeconds: () => env().SESSION_ABSOLUTE_SECONDS,
    schema: sessionId,
  }),
  /** The staff session cookie: a random id whose SHA-256 keys a StaffSession row. */
  staffSession: sealKind({
    purpose: 'session',
    audience: 'staff',
    subject: 'staff-user',
    ttlSeconds: STAFF_SESSION_SECONDS,
    schema: sessionId,
  }),
  /** A customer's sign-in between the password and the second factor (or the forced password change). */
  customerPendingSignIn: sealKind({
    purpose: 'pending-sign-in',
    audience: 'customer',
    subject: 'user',
    ttlSeconds: siteStorage.secondFactorPending.maxAge!,
    schema: pendingSignIn,
  }),
  /** A member of staff's sign-in between the password and the second factor or its enrolment. */
  staffPendingSignIn: sealKind({
    purpose: 'pending-sign-in',
    audience: 'staff',
    subject: 'staff-user',
    ttlSeconds: siteStorage.staffSecondFactorPending.maxAge!,
    schema: pendingSignIn,
  }),
  /** A customer's WebAuthn ceremony (its challenge), registration or sign-in. */
  customerPasskeyCeremony: sealKind({
    purpose: 'passkey-ceremony',
    audience: 'customer',
    subject: 'user',
    ttlSeconds: siteStorage.passkeyCeremony.maxAge!,
    schema: passkeyCeremony,
  }),
  /** A member of staff's WebAuthn ceremony. */
  staffPasskeyCeremony: sealKind({
    purpose: 'passkey-ceremony',
    audience: 'staff',
    subject: 'staff-user',
    ttlSeconds: siteStorage.passkeyCeremony.maxAge!,
    schema: passkeyCeremony,
  }),
  /**
   * A single-use link (reset, invitation) in a queued mail's stored text, opened by the outbox
   * worker as it sends: a copy of the database alone holds no usable link, and the seal expires
   * with the link.
   */
  mailLink: sealKind({
    purpose: 'mail-link',
    audience: 'service',
    subject: 'link',
    ttlSeconds: MAIL_LINK_SECONDS,
    schema: mailLink,
  }),
  /** The link that confirms a status page subscription (double opt-in); single use by its nonce. */
  statusOptIn: sealKind({
    purpose: 'status-opt-in',
    audience: 'visitor',
    subject: 'status-subscriber',
    ttlSeconds: STATUS_OPT_IN_SECONDS,
    schema: statusOptIn,
  }),
  /** The one-click unsubscribe link of a status page subscription (RFC 8058). */
  statusUnsubscribe: sealKind({
    purpose: 'status-unsubscribe',
    audience: 'visitor',
    subject: 'status-subscriber',
    ttlSeconds: STATUS_UNSUBSCRIBE_SECONDS,
    schema: statusUnsubscribe,
  }),
  /**
   * The one-click unsubscribe of a non-essential mail (RFC 8058), for one person and one kind of
   * mail, in the link the mail carries (lib/mail/preferences.ts): whoever holds the mail may turn
   * that kind off for that person, and nothing else; another person's link cannot be made.
   */
  unsubscribe: sealKind({
    purpose: 'unsubscribe',
    audience: 'customer',
    subject: 'user-mail-kind',
    ttlSeconds: UNSUBSCRIBE_SECONDS,
    schema: unsubscribe,
  }),
};

export type SealKindName = keyof typeof seals;
export { STAFF_SESSION_SECONDS };
