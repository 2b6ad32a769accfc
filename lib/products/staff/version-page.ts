// One version as its back-office page shows it: the product, the fields, the files, and the release
// mail of its first publication (when, to how many contacts of how many hotels).
import 'server-only';
import { db } from '@/lib/db';
import { releaseMailSubject } from '../release-mail';
import type { SentNotice } from './release-notice';
import { NOTICE_HOTELS, NOTICE_MAILED, productVersions, type StaffVersion } from './versions';

export async function versionForStaff(
  versionId: number,
): Promise<{ product: { id: number; name: string }; version: StaffVersion; sent: SentNotice | null } | null> {
  const row = await db().productVersion.findUnique({ where: { id: versionId }, select: { productId: true } });
  if (!row) return null;
  const found = await productVersions(row.productId);
  const version = found?.versions.find((v) => v.id === versionId);
  if (!found || !version) return null;
  const sent = version.publishedAt ? await sentNotice(found.product.name, version, version.publishedAt) : null;
  return { product: found.product, version, sent };
}

/** Mails of a publication are queued with it: looked for within these minutes of it. */
const MAIL_WINDOW_MS = 10 * 60_000;

const countOf = (changes: Record<string, unknown>, field: string): number | null => {
  const value = changes[field];
  return typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : null;
};

/**
 * The first publication's mail: the counts its audit entry recorded (one entry, along the trail's
 * (objectType, objectId, at) index); for a version published before they were recorded, the mails
 * of its subject queued around its publication (along the outbox's (kind, createdAt) index), and
 * the hotels unknown. Either may be gone (the trail and the outbox are pruned): then only when.
 */
async function sentNotice(productName: string, version: StaffVersion, at: Date): Promise<SentNotice> {
  const entry = await db().auditEntry.findFirst({
    where: { objectType: 'version-producto', objectId: String(version.id), action: 'product.version-published' },
    orderBy: [{ at: 'asc' }, { id: 'asc' }],
    select: { changes: true },
  });
  let changes: Record<string, unknown> = {};
  try {
    changes = entry ? (JSON.parse(entry.changes) as Record<string, unknown>) : {};
  } catch {
    changes = {};
  }
  const mailed = countOf(changes, NOTICE_MAILED);
  if (mailed !== null) return { at, mailed, hotels: countOf(changes, NOTICE_HOTELS) };
  const queued = await db().outboxMail.count({
    where: {
      kind: 'release',
      createdAt: { gte: new Date(at.getTime() - MAIL_WINDOW_MS), lte: new Date(at.getTime() + MAIL_WINDOW_MS) },
      subject: releaseMailSubject(productName, version.number),
    },
  });
  return { at, mailed: queued > 0 ? queued : null, hotels: null };
}
