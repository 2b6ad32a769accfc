// The back office's catalogue (Administración, Soporte técnico: `products.manage`): each product's
// versions with their notes (the news editor's rich text, sanitised by its sanitiser when stored),
// the Veri*Factu declaration's data, files from the store (uploaded resumably, lib/files/resumable.ts)
// and the states borrador → publicada → retirada. Publishing for the first time queues the release
// mail in the same transaction (release-mail.ts); every change is audited, and one the public can
// see refreshes /novedades and the declarations at once here (the other instances follow, lib/freshness).
import 'server-only';
import { z } from 'zod';
import type { AuditAction } from '@/lib/audit/labels';
import { changedFields, recordAudit, type AuditInput } from '@/lib/audit/trail';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { markFilesAttached, markFilesDeleted, sanitizeFileName, type FileType } from '@/lib/files';
import { refreshFeeds } from '@/lib/freshness/refresh';
import { madridToday } from '@/lib/invoices/payment-state';
import type { Answer, FormAnswer, Refused } from '@/lib/http/answer';
import { wakeOutbox } from '@/lib/mail/outbox';
import { queueMailsIn } from '@/lib/mail/queue';
import { sanitizeRichHtml } from '@/lib/news/html';
import type { StaffSession } from '@/lib/staff/session';
import { hasDeclaration } from '@/lib/content/billing-systems';
import { filesOf, type VersionFileView } from '../catalogue';
import { releasesFeed } from '../feed';
import {
  DEFAULT_REGULATION,
  dayValue,
  newerFirst,
  versionForm,
  type FileKind,
  type VersionFormInput,
  type VersionFormValues,
} from '../fields';
import { releaseMailAudience, releaseMails } from '../release-mail';
import { fileAddedMessage, kindRefusal } from './file-checks';
import { publishedMessage, type ReleaseNotice } from './release-notice';

/** The details of the first publication's audit entry that say how many were mailed, of how many hotels. */
export const NOTICE_MAILED = 'avisados';
export const NOTICE_HOTELS = 'hoteles';

/** One audit entry about a version, in the change's transaction. */
function auditVersion(
  tx: Prisma.TransactionClient,
  staff: StaffSession,
  client: string,
  action: AuditAction,
  versionId: number,
  changes: AuditInput['changes'],
) {
  return recordAudit(
    {
      actor: { id: staff.staffId, email: staff.email },
      action,
      objectType: 'version-producto',
      objectId: versionId,
      changes,
      client,
    },
    tx,
  );
}
export const uploadOwner = (staff: StaffSession) => `staff:${staff.staffId}`;

export interface CatalogueRow {
  id: number;
  slug: string;
  name: string;
  versions: number;
  latest: string | null;
  hotels: number;
}

/** Every product with its number of versions, its latest published and how many hotels have it. */
export async function productCatalogue(): Promise<CatalogueRow[]> {
  const products = await db().product.findMany({
    orderBy: { position: 'asc' },
    select: { id: true, slug: true, name: true },
  });
  // A few products: their counts one by one, each along its index (a hotel count per product reads
  // a range of HotelProduct's (productId, hotelId) index, not every hotel's modules).
  return Promise.all(
    products.map(async (p) => {
      const [versions, hotels, published] = await Promise.all([
        db().productVersion.count({ where: { productId: p.id } }),
        db().hotelProduct.count({ where: { productId: p.id } }),
        db().productVersion.findMany({
          where: { productId: p.id, state: 'publicada' },
          select: { number: true, releasedOn: true },
        }),
      ]);
      return { ...p, versions, hotels, latest: published.sort(newerFirst)[0]?.number ?? null };
    }),
  );
}

export interface StaffVersion {
  id: number;
  number: string;
  releasedOn: string;
  state: string;
  notes: string;
  verifactu: boolean;
  publishedAt: Date | null;
  files: VersionFileView[];
  form: VersionFormInput;
}

/** A product and all its versions, newest first, with their files and their form's values. */
export async function productVersions(
  productId: number,
): Promise<{ product: { id: number; name: string; slug: string }; versions: StaffVersion[] } | null> {
  const product = await db().product.findUnique({
    where: { id: productId },
    select: { id: true, name: true, slug: true },
  });
  if (!product) return null;
  const rows = await db().productVersion.findMany({ where: { productId } });
  rows.sort(newerFirst);
  const files = await filesOf(rows.map((r) => r.id));
  return {
    product,
    versions: rows.map((r) => ({
      id: r.id,
      number: r.number,
      releasedOn: dayValue(r.releasedOn),
      state: r.state,
      notes: r.notes,
      verifactu: r.verifactu,
      publishedAt: r.publishedAt,
      files: files.get(r.id) ?? [],
      form: {
        numero: r.number,
        fecha: dayValue(r.releasedOn),
        notas: r.notes,
        verifactu: r.verifactu ? 'on' : '',
        productor: r.declProducer,
        versionDeclarada: r.declVersion,
        fechaDeclaracion: dayValue(r.declDate),
        normativa: r.declRegulation,
        lugarFirma: r.declPlace,
        fechaFirma: dayValue(r.declSignedOn),
      },
    })),
  };
}

/** A new version's release date as its form starts: today in Madrid (the vendor's calendar), YYYY-MM-DD. */
export const newVersionDay = (now: Date = new Date()): string => madridToday(now);

/** The form's values as the row's columns (notes sanitised). */
function columnsOf(v: VersionFormValues) {
  return {
    number: v.numero,
    releasedOn: v.fecha,
    notes: sanitizeRichHtml(v.notas),
    verifactu: v.verifactu,
    declProducer: v.productor,
    declVersion: v.versionDeclarada,
    declDate: v.fechaDeclaracion,
    declRegulation: v.verifactu ? v.normativa || DEFAULT_REGULATION : v.normativa,
    declPlace: v.lugarFirma,
    declSignedOn: v.fechaFirma,
  };
}

/**
 * A version saved before numbers were checked keeps its number through any later save: the rule
 * (versionNumber) applies to a number as it is written or changed, not to one already out.
 */
const formKeepingNumber = versionForm.safeExtend({ numero: z.string().trim() });

function parse(
  input: Record<string, string>,
  savedNumber?: string,
): { ok: true; values: VersionFormValues } | { ok: false; message: string } {
  const kept = savedNumber !== undefined && (input.numero ?? '').trim() === savedNumber;
  const parsed = (kept ? formKeepingNumber : versionForm).safeParse(input);
  if (parsed.success) return { ok: true, values: parsed.data };
  return { ok: false, message: parsed.error.issues.map((i) => i.message).join(' ') };
}

async function numberTaken(productId: number, number: string, except?: number): Promise<boolean> {
  const found = await db().productVersion.findUnique({
    where: { productId_number: { productId, number } },
    select: { id: true },
  });
  return found !== null && found.id !== except;
}

const taken = (number: string): Refused => ({
  ok: false,
  kind: 'conflict',
  message: `Este producto ya tiene una versión ${number}.`,
});

/** A new version, as a draft. */
export async function createVersion(
  staff: StaffSession,
  productId: number,
  input: Record<string, string>,
  client: string,
): Promise<Answer<{ message: string; id: number; then: string }> | null> {
  const product = await db().product.findUnique({ where: { id: productId }, select: { id: true } });
  if (!product) return null;
  const parsed = parse(input);
  if (!parsed.ok) return { ok: false, message: parsed.message };
  if (await numberTaken(productId, parsed.values.numero)) return taken(parsed.values.numero);
  const created = await db().$transaction(async (tx) => {
    const row = await tx.productVersion.create({
      data: { productId, ...columnsOf(parsed.values) },
      select: { id: true },
    });
    await auditVersion(tx, staff, client, 'product.version-created', row.id, { numero: parsed.values.numero });
    return row;
  });
  return {
    ok: true,
    message: 'Versión creada como borrador.',
    id: created.id,
    then: `/gestion/productos/versiones/${created.id}`,
  };
}

/** Saves a version's fields (whatever its state; a published one's change reaches the public pages). */
export async function updateVersion(
  staff: StaffSession,
  versionId: number,
  input: Record<string, string>,
  client: string,
): Promise<FormAnswer | null> {
  const before = await db().productVersion.findUnique({ where: { id: versionId } });
  if (!before) return null;
  const parsed = parse(input, before.number);
  if (!parsed.ok) return { ok: false, message: parsed.message };
  if (await numberTaken(before.productId, parsed.values.numero, versionId)) return taken(parsed.values.numero);
  const after = columnsOf(parsed.values);
  const shown = (r: typeof after) => ({
    numero: r.number,
    fecha: dayValue(r.releasedOn),
    notas: r.notes,
    verifactu: r.verifactu ? 'sí' : 'no',
    productor: r.declProducer,
    versionDeclarada: r.declVersion,
    fechaDeclaracion: dayValue(r.declDate),
    normativa: r.declRegulation,
    lugarFirma: r.declPlace,
    fechaFirma: dayValue(r.declSignedOn),
  });
  await db().$transaction(async (tx) => {
    await tx.productVersion.update({ where: { id: versionId }, data: after });
    await auditVersion(
      tx,
      staff,
      client,
      'product.version-updated',
      versionId,
      changedFields(shown(before), shown(after)),
    );
  });
  if (before.state === 'publicada') refreshFeeds([releasesFeed]);
  return { ok: true, message: 'Versión guardada.' };
}

/**
 * Publishes a version. The first time (publishedAt still empty, claimed by the update itself so two
 * clicks or two instances cannot both claim it) the release mail is queued with it; publishing again
 * after a withdrawal mails no one.
 */
export async function publishVersion(
  staff: StaffSession,
  versionId: number,
  client: string,
): Promise<FormAnswer | null> {
  const version = await db().productVersion.findUnique({
    where: { id: versionId },
    select: {
      id: true,
      state: true,
      productId: true,
      number: true,
      releasedOn: true,
      notes: true,
      verifactu: true,
      product: { select: { name: true, slug: true } },
    },
  });
  if (!version) return null;
  if (version.state === 'publicada') return { ok: true, message: 'La versión ya estaba publicada.' };
  // The mail is queued in the transaction that claims the first publication, through each
  // recipient's choices (queueMailsIn), so the audit entry records how many it went to: the
  // version's page says so afterwards (version-page.ts).
  const { claimed, notice } = await db().$transaction(async (tx) => {
    const first = await tx.productVersion.updateMany({
      where: { id: versionId, publishedAt: null },
      data: { state: 'publicada', publishedAt: new Date() },
    });
    if (first.count === 0) await tx.productVersion.update({ where: { id: versionId }, data: { state: 'publicada' } });
    let told: ReleaseNotice | null = null;
    if (first.count === 1) {
      const audience = await releaseMailAudience(tx, version.productId);
      const mailed = await queueMailsIn(
        tx,
        releaseMails(audience.addresses, {
          productName: version.product.name,
          number: version.number,
          releasedOn: version.releasedOn,
          notes: version.notes,
          // "Its declaration is in the customer area" only when it has one (lib/content/billing-systems.ts).
          verifactu: hasDeclaration(version.product.slug, version.verifactu),
        }),
      );
      told = { hotels: audience.hotels, contacts: audience.addresses.length, mailed };
    }
    await auditVersion(tx, staff, client, 'product.version-published', versionId, {
      estado: [version.state, 'publicada'],
      ...(told && { [NOTICE_MAILED]: String(told.mailed), [NOTICE_HOTELS]: String(told.hotels) }),
    });
    return { claimed: first.count === 1, notice: told };
  });
  if (notice && notice.mailed > 0) wakeOutbox();
  refreshFeeds([releasesFeed]);
  // A draft whose first publication another click claimed meanwhile: published, and mailed, once.
  if (!claimed && version.state === 'borrador') return { ok: true, message: 'La versión ya estaba publicada.' };
  return { ok: true, message: publishedMessage(notice) };
}

/** Withdraws a published version: off /novedades and the declarations; hotels that run it keep it. */
export async function withdrawVersion(
  staff: StaffSession,
  versionId: number,
  client: string,
): Promise<FormAnswer | null> {
  const version = await db().productVersion.findUnique({ where: { id: versionId }, select: { state: true } });
  if (!version) return null;
  if (version.state !== 'publicada')
    return { ok: false, kind: 'conflict', message: 'Solo se retira una versión publicada.' };
  await db().$transaction(async (tx) => {
    await tx.productVersion.update({ where: { id: versionId }, data: { state: 'retirada' } });
    await auditVersion(tx, staff, client, 'product.version-withdrawn', versionId, {
      estado: ['publicada', 'retirada'],
    });
  });
  refreshFeeds([releasesFeed]);
  return { ok: true, message: 'Versión retirada.' };
}

/** An «Instalador» refused inside the attaching transaction: thrown to roll it back, answered as before it. */
class InstallerRefused extends Error {}

/**
 * Adds a file the staff member uploaded (complete, unattached, theirs) to a version. An «Instalador»
 * must be of an installer's type (file-checks.ts: an EXE, an MSI or a ZIP): anything else is refused,
 * the upload left for another kind or the cleanup. The type is checked before the transaction when
 * the upload is already complete, and again inside it on the row just attached, so an upload that
 * completes in between is not taken unchecked. `givenName`: the name as chosen in the browser, to
 * say when the file was kept under another one (its content not what its extension said).
 */
export async function addVersionFile(
  staff: StaffSession,
  versionId: number,
  fileId: number,
  kind: FileKind,
  client: string,
  givenName?: string,
): Promise<FormAnswer | null> {
  const version = await db().productVersion.findUnique({ where: { id: versionId }, select: { id: true } });
  if (!version) return null;
  // Only the member's own upload is described (another's is refused by markFilesAttached as before).
  const file = await db().storedFile.findFirst({
    where: { id: fileId, owner: uploadOwner(staff), deletedAt: null },
    select: { name: true, size: true, type: true, sha256: true, completedAt: true },
  });
  const type = file?.completedAt ? (file.type as FileType) : null;
  const refused = type && kindRefusal(kind, type);
  if (refused) return { ok: false, kind: 'unsupported-type', message: refused };
  try {
    await db().$transaction(async (tx) => {
      await markFilesAttached(tx, [fileId], { owner: uploadOwner(staff) });
      // The row just attached is complete and locked by this write, so its type is final: checked
      // here whatever the read above saw (the upload may have completed since).
      if (kind === 'installer') {
        const attached = await tx.storedFile.findUniqueOrThrow({ where: { id: fileId }, select: { type: true } });
        const late = kindRefusal(kind, attached.type as FileType);
        if (late) throw new InstallerRefused(late);
      }
      await tx.versionFile.create({ data: { versionId, fileId, kind } });
      await auditVersion(tx, staff, client, 'product.file-added', versionId, {
        fichero: file?.name ?? String(fileId),
        tipo: kind,
      });
    });
  } catch (error) {
    if (error instanceof InstallerRefused) return { ok: false, kind: 'unsupported-type', message: error.message };
    throw error;
  }
  if (!file || !type) return { ok: true, message: 'Fichero añadido a la versión.' };
  const given = givenName?.trim() ? sanitizeFileName(givenName) : null;
  return {
    ok: true,
    message: fileAddedMessage({ given, name: file.name, size: file.size, type, sha256: file.sha256 }),
  };
}

/**
 * Removes a version's file: the link goes and the file is marked removed in one short transaction,
 * so nobody downloads it from then on; its bytes go with the cleanup's sweep (lib/files/removal.ts).
 */
export async function removeVersionFile(
  staff: StaffSession,
  versionFileId: number,
  client: string,
): Promise<FormAnswer | null> {
  const found = await db().versionFile.findUnique({
    where: { id: versionFileId },
    select: { versionId: true, fileId: true, file: { select: { name: true } } },
  });
  if (!found) return null;
  const removed = await db().$transaction(async (tx) => {
    // Another click or instance removed it meanwhile: said once, audited once.
    const { count } = await tx.versionFile.deleteMany({ where: { id: versionFileId } });
    if (count === 0) return false;
    await markFilesDeleted(tx, [found.fileId]);
    await auditVersion(tx, staff, client, 'product.file-removed', found.versionId, { fichero: found.file.name });
    return true;
  });
  if (!removed) return null;
  return { ok: true, message: 'Fichero quitado.' };
}
