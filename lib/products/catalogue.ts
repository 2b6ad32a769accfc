// The catalogue as customers and the public see it: the published versions (newest first), each
// version's files and declaration, and what one hotel runs. A product has tens of versions, a hotel a
// handful of modules: every read here is bounded by them, along the indexes on (productId, state,
// releasedOn) and (state, releasedOn, id).
import 'server-only';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { declaracionVerifactuPdf, declarationFileName, type VersionDeclaration } from '@/lib/pdf/declaracion-verifactu';
import { billingSystemOf } from '@/lib/content/billing-systems';
import { dayValue, newerFirst, type FileKind } from './fields';

/** The adapted versions /soluciones/verifactu lists at most (newest first): decades of them. */
export const NEWS_LIMIT = 100;

/** Published versions per page of /novedades (lib/content/list-pages.ts: page 1 at /novedades). */
export const RELEASES_PAGE_SIZE = 20;

/** The newest published versions the RSS feed carries. */
export const RSS_ITEMS = 50;

export interface VersionFileView {
  id: number;
  kind: FileKind;
  name: string;
  size: number;
  sha256: string;
}

export interface VersionView {
  id: number;
  productId: number;
  productSlug: string;
  productName: string;
  number: string;
  /** YYYY-MM-DD */
  releasedOn: string;
  state: string;
  /** Sanitised HTML (sanitised again when shown) */
  notes: string;
  verifactu: boolean;
}

const versionSelect = {
  id: true,
  productId: true,
  number: true,
  releasedOn: true,
  state: true,
  notes: true,
  verifactu: true,
  product: { select: { slug: true, name: true } },
} satisfies Prisma.ProductVersionSelect;

type VersionRow = Prisma.ProductVersionGetPayload<{ select: typeof versionSelect }>;

export function versionView(row: VersionRow): VersionView {
  return {
    id: row.id,
    productId: row.productId,
    productSlug: row.product.slug,
    productName: row.product.name,
    number: row.number,
    releasedOn: dayValue(row.releasedOn),
    state: row.state,
    notes: row.notes,
    verifactu: row.verifactu,
  };
}

const newestPublished = {
  where: { state: 'publicada' },
  orderBy: [{ releasedOn: 'desc' }, { id: 'desc' }],
} satisfies Prisma.ProductVersionFindManyArgs;

/** The newest published versions of every module, newest first (the RSS: RSS_ITEMS). */
export async function publishedVersions(take = RSS_ITEMS): Promise<VersionView[]> {
  const rows = await db().productVersion.findMany({ ...newestPublished, take, select: versionSelect });
  return rows.map(versionView);
}

/**
 * Page `pagina` (1-based) of every published version, newest first, RELEASES_PAGE_SIZE to a page,
 * and how many there are. The offset walks the (state, releasedOn, id) index: a product has tens
 * of versions, so even the last page skips a few hundred index entries.
 */
export async function publishedVersionsPage(pagina: number): Promise<{ versions: VersionView[]; total: number }> {
  const [rows, total] = await Promise.all([
    db().productVersion.findMany({
      ...newestPublished,
      skip: (pagina - 1) * RELEASES_PAGE_SIZE,
      take: RELEASES_PAGE_SIZE,
      select: versionSelect,
    }),
    db().productVersion.count({ where: newestPublished.where }),
  ]);
  return { versions: rows.map(versionView), total };
}

/**
 * The published versions adapted to Veri*Factu, newest first: their declarations (of the products
 * that are a billing system, lib/content/billing-systems.ts: no other has one).
 */
export async function adaptedVersions(): Promise<VersionView[]> {
  const rows = await db().productVersion.findMany({
    where: { state: 'publicada', verifactu: true },
    orderBy: [{ releasedOn: 'desc' }, { id: 'desc' }],
    take: NEWS_LIMIT,
    select: versionSelect,
  });
  return rows.map(versionView).filter((v) => billingSystemOf(v.productSlug) !== null);
}

/** What /novedades and the verifactu page read to know they are out of date: count and last change of the published. */
export async function publishedStamp(): Promise<string> {
  // A version withdrawn lowers the count; one published or edited moves the last change.
  const last = await db().productVersion.aggregate({
    where: { state: 'publicada' },
    _count: { _all: true },
    _max: { updatedAt: true },
  });
  return `${last._count._all}:${last._max.updatedAt?.getTime() ?? 0}`;
}

export async function filesOf(versionIds: readonly number[]): Promise<Map<number, VersionFileView[]>> {
  const rows = await db().versionFile.findMany({
    where: { versionId: { in: [...versionIds] }, file: { completedAt: { not: null } } },
    orderBy: [{ versionId: 'asc' }, { id: 'asc' }],
    select: {
      id: true,
      versionId: true,
      kind: true,
      file: { select: { name: true, size: true, sha256: true } },
    },
  });
  const out = new Map<number, VersionFileView[]>();
  for (const r of rows) {
    const list = out.get(r.versionId) ?? [];
    list.push({ id: r.id, kind: r.kind as FileKind, name: r.file.name, size: r.file.size, sha256: r.file.sha256 });
    out.set(r.versionId, list);
  }
  return out;
}

export interface ModuleView {
  productId: number;
  productName: string;
  productSlug: string;
  licensed: VersionView | null;
  installed: VersionView | null;
  latest: VersionView | null;
  /** YYYY-MM-DD, or null: no end */
  licenceEnd: string | null;
  /** The latest published version differs from the installed one */
  updateAvailable: boolean;
  /** Published versions newer than the installed one (all published when none is installed), newest first */
  newer: VersionView[];
  /** Files of the licensed version and of the latest, by version id */
  files: Record<number, VersionFileView[]>;
}

/** The modules a hotel has, in the catalogue's order, with what each customer needs to see. */
export async function hotelModules(hotelId: number): Promise<ModuleView[]> {
  const modules = await db().hotelProduct.findMany({
    where: { hotelId },
    select: {
      productId: true,
      licenceEnd: true,
      product: { select: { name: true, slug: true, position: true } },
      licensedVersion: { select: versionSelect },
      installedVersion: { select: versionSelect },
    },
  });
  modules.sort((a, b) => a.product.position - b.product.position);
  const published = await db().productVersion.findMany({
    where: { productId: { in: modules.map((m) => m.productId) }, state: 'publicada' },
    select: versionSelect,
  });
  const byProduct = new Map<number, VersionRow[]>();
  for (const v of published) byProduct.set(v.productId, [...(byProduct.get(v.productId) ?? []), v]);

  const views = modules.map((m) => {
    const versions = (byProduct.get(m.productId) ?? []).sort(newerFirst);
    const latest = versions[0] ?? null;
    const installed = m.installedVersion;
    const newer = installed ? versions.filter((v) => newerFirst(v, installed) < 0) : versions;
    return {
      productId: m.productId,
      productName: m.product.name,
      productSlug: m.product.slug,
      licensed: m.licensedVersion && versionView(m.licensedVersion),
      installed: installed && versionView(installed),
      latest: latest && versionView(latest),
      licenceEnd: m.licenceEnd && dayValue(m.licenceEnd),
      updateAvailable: latest !== null && latest.id !== installed?.id && newer.length > 0,
      newer: newer.map(versionView),
      files: {} as Record<number, VersionFileView[]>,
    } satisfies ModuleView;
  });
  const wanted = views.flatMap((v) => [v.licensed?.id, v.latest?.id]).filter((id): id is number => id !== undefined);
  const files = await filesOf([...new Set(wanted)]);
  for (const v of views)
    for (const id of [v.licensed?.id, v.latest?.id]) if (id !== undefined) v.files[id] = files.get(id) ?? [];
  return views;
}

/**
 * The versions whose files a hotel may download: of each module it has, the licensed version (unless
 * still a draft) and the latest published. One rule for the tab's links and the download's check.
 */
export function downloadableVersionIds(modules: readonly ModuleView[]): Set<number> {
  const ids = new Set<number>();
  for (const m of modules) {
    if (m.licensed && m.licensed.state !== 'borrador') ids.add(m.licensed.id);
    if (m.latest) ids.add(m.latest.id);
  }
  return ids;
}

/**
 * A version's declaration data, as its PDF needs it: the system its own product is (name, code and
 * the rest, lib/content/billing-systems.ts) in the version declared. Null when it has none: not
 * adapted, a draft, or a product that is no billing system.
 */
export async function versionDeclaration(
  versionId: number,
): Promise<{ declaration: VersionDeclaration; fileName: string; state: string } | null> {
  const v = await db().productVersion.findUnique({
    where: { id: versionId },
    select: {
      number: true,
      state: true,
      verifactu: true,
      releasedOn: true,
      declProducer: true,
      declVersion: true,
      declDate: true,
      declRegulation: true,
      declPlace: true,
      declSignedOn: true,
      product: { select: { name: true, slug: true } },
    },
  });
  if (!v || !v.verifactu || v.state === 'borrador') return null;
  const profile = billingSystemOf(v.product.slug);
  if (!profile) return null;
  const version = v.declVersion || v.number;
  return {
    state: v.state,
    fileName: declarationFileName(version, profile.code),
    declaration: {
      system: profile,
      version,
      modules: [v.product.name],
      producer: v.declProducer,
      regulation: v.declRegulation,
      date: v.declDate ?? v.releasedOn,
      place: v.declPlace,
      signedOn: v.declSignedOn ?? v.declDate ?? v.releasedOn,
    },
  };
}

/** A version's declaration PDF: the same data, the same bytes. */
export async function versionDeclarationPdf(versionId: number): Promise<{ pdf: Uint8Array; fileName: string } | null> {
  const found = await versionDeclaration(versionId);
  if (!found) return null;
  return { pdf: await declaracionVerifactuPdf(found.declaration.date, found.declaration), fileName: found.fileName };
}

/** A published adapted version's declaration, for anyone (/soluciones/verifactu lists them). */
export async function publicDeclarationPdf(versionId: number): Promise<{ pdf: Uint8Array; fileName: string } | null> {
  const found = await versionDeclaration(versionId);
  if (!found || found.state !== 'publicada') return null;
  return { pdf: await declaracionVerifactuPdf(found.declaration.date, found.declaration), fileName: found.fileName };
}
