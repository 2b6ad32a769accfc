// The client address as stored with an enquiry: an HMAC under the session secret, enough to
// rate-limit and to tell repeated senders apart, not to identify anyone.
import 'server-only';
import { createHmac } from 'node:crypto';
import { env } from '@/lib/env';

export function hashClientAddress(address: string): string {
  return createHmac('sha256', env().SESSION_SECRET).update(`enquiry-client:${address}`).digest('hex');
}
