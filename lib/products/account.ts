// The customer's side of products: what a hotel of the session runs, its files and its
// declaration. Authorised from the session alone: the user must be a contact (any type) of the
// hotel, and a file or a declaration must belong to a version that hotel may have (downloadable:
// its licensed version or the latest published of a module it has). Anything else answers exactly
// as a file that does not exist: 404.
import 'server-only';
import type { Session } from '@/lib/auth/session';
import { db } from '@/lib/db';
import { refusals } from '@/lib/http/errors';
import { downloadableVersionIds, hotelModules, versionDeclarationPdf, type ModuleView } from './catalogue';

/** The hotels the session's user is a contact of. */
async function hotelIdsOf(session: Session): Promise<number[]> {
  const rows = await db().hotelContact.findMany({ where: { userId: session.userId }, select: { hotelId: true } });
  return rows.map((r) => r.hotelId);
}

/** The modules of `hotelId`, or 404 when the user is not one of its contacts. */
export async function modulesForSession(session: Session, hotelId: number): Promise<ModuleView[]> {
  if (!(await hotelIdsOf(session)).includes(hotelId)) throw refusals.notFound();
  return hotelModules(hotelId);
}

/** The versions the user may download from, across their hotels that have `productId`. */
async function versionsForSession(session: Session, productId: number): Promise<Set<number>> {
  const hotels = await db().hotelProduct.findMany({
    where: { productId, hotelId: { in: await hotelIdsOf(session) } },
    select: { hotelId: true },
  });
  const allowed = new Set<number>();
  for (const { hotelId } of hotels)
    for (const id of downloadableVersionIds(await hotelModules(hotelId))) allowed.add(id);
  return allowed;
}

/** The stored file of a version file the user may download, or 404. */
export async function versionFileForSession(session: Session, versionFileId: number): Promise<number> {
  const found = await db().versionFile.findUnique({
    where: { id: versionFileId },
    select: { fileId: true, versionId: true, version: { select: { productId: true } } },
  });
  if (!found || !(await versionsForSession(session, found.version.productId)).has(found.versionId))
    throw refusals.notFound();
  return found.fileId;
}

/** A version's declaration PDF for a user whose hotel may have that version, or 404. */
export async function declarationForSession(
  session: Session,
  versionId: number,
): Promise<{ pdf: Uint8Array; fileName: string }> {
  const version = await db().productVersion.findUnique({ where: { id: versionId }, select: { productId: true } });
  if (!version) throw refusals.notFound();
  const modules = await db().hotelProduct.findMany({
    where: { productId: version.productId, hotelId: { in: await hotelIdsOf(session) } },
    select: { licensedVersionId: true, installedVersionId: true },
  });
  const own = modules.some((m) => m.licensedVersionId === versionId || m.installedVersionId === versionId);
  if (!own && !(await versionsForSession(session, version.productId)).has(versionId)) throw refusals.notFound();
  const pdf = await versionDeclarationPdf(versionId);
  if (!pdf) throw refusals.notFound();
  return pdf;
}
