// One version as its back-office page shows it: the product, the fields, the files.
import 'server-only';
import { db } from '@/lib/db';
import { productVersions, type StaffVersion } from './versions';

export async function versionForStaff(
  versionId: number,
): Promise<{ product: { id: number; name: string }; version: StaffVersion } | null> {
  const row = await db().productVersion.findUnique({ where: { id: versionId }, select: { productId: true } });
  if (!row) return null;
  const found = await productVersions(row.productId);
  const version = found?.versions.find((v) => v.id === versionId);
  return found && version ? { product: found.product, version } : null;
}
