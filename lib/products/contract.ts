// The customer's JSON of products (GET /api/cuenta/productos, docs/CONTRACT.md "Productos"): Spanish
// keys as the rest of the customer's API; the notes sanitised again on the way out (as the news are
// when shown), so the tab can put them in the page as they come. The tab reads its types.
import { sanitizeRichHtml } from '@/lib/news/html';
import { hasDeclaration } from '@/lib/content/billing-systems';
import type { ModuleView, VersionFileView, VersionView } from './catalogue';

export interface VersionJson {
  id: number;
  numero: string;
  /** YYYY-MM-DD */
  fecha: string;
  estado: string;
  /** Sanitised HTML */
  notas: string;
  verifactu: boolean;
  /** The declaration's download, when the version is adapted to Veri*Factu (of a billing system) */
  declaracion: string | null;
  /** Files the hotel may download (its licensed version and the latest) */
  ficheros: { id: number; tipo: string; nombre: string; tamano: number; sha256: string; url: string }[];
}

export interface ModuleJson {
  producto: { id: number; nombre: string; slug: string };
  instalada: VersionJson | null;
  licenciada: VersionJson | null;
  ultima: VersionJson | null;
  /** YYYY-MM-DD or null */
  finLicencia: string | null;
  actualizacionDisponible: boolean;
  /** Published versions newer than the installed one, newest first */
  novedades: VersionJson[];
}

function fileJson(f: VersionFileView) {
  return {
    id: f.id,
    tipo: f.kind,
    nombre: f.name,
    tamano: f.size,
    sha256: f.sha256,
    url: `/api/cuenta/productos/ficheros/${f.id}`,
  };
}

function versionJson(v: VersionView | null, files: Record<number, VersionFileView[]>): VersionJson | null {
  if (!v) return null;
  return {
    id: v.id,
    numero: v.number,
    fecha: v.releasedOn,
    estado: v.state,
    notas: sanitizeRichHtml(v.notes),
    verifactu: v.verifactu,
    declaracion: hasDeclaration(v.productSlug, v.verifactu) ? `/api/cuenta/productos/declaracion/${v.id}` : null,
    ficheros: (files[v.id] ?? []).map(fileJson),
  };
}

export function modulesContract(modules: readonly ModuleView[]): { modulos: ModuleJson[] } {
  return {
    modulos: modules.map((m) => ({
      producto: { id: m.productId, nombre: m.productName, slug: m.productSlug },
      instalada: versionJson(m.installed, m.files),
      licenciada: versionJson(m.licensed, m.files),
      ultima: versionJson(m.latest, m.files),
      finLicencia: m.licenceEnd,
      actualizacionDisponible: m.updateAvailable,
      novedades: m.newer.map((v) => versionJson(v, m.files)!),
    })),
  };
}
