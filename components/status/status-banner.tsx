// The service status banner: an open incident, or maintenance in progress or within 12 hours,
// with a link to /estado. Rendered on the server, no script of its own: by /estado and the
// customer area themselves; every other public page gets /estado's, which the server layer puts
// first in their <body> as it sends them (server/status-banner.ts reads it by its
// `data-status-banner` attribute, so keep that attribute and the single <aside>).
import type { Banner } from '@/lib/status/snapshot';
import { madridDateTime } from './format';

const LIST = new Intl.ListFormat('es', { style: 'long', type: 'conjunction' });
const listed = (names: string[]) => LIST.format(names);

/** `modules`: the signed-in contact's hotel's modules it affects (the customer area), named after the text. */
export function StatusBanner({ banner, modules = [] }: { banner: NonNullable<Banner>; modules?: string[] }) {
  const incident = banner.kind === 'incident';
  const text = incident
    ? banner.titles.length === 1
      ? `Incidencia abierta: ${banner.titles[0]}.`
      : `${banner.titles.length} incidencias abiertas: ${banner.titles.join('; ')}.`
    : banner.inProgress
      ? `Mantenimiento en curso hasta las ${madridDateTime(banner.endsAt)}: ${banner.title}.`
      : `Mantenimiento programado el ${madridDateTime(banner.startsAt)}: ${banner.title}.`;
  return (
    <aside
      aria-label="Estado del servicio"
      data-status-banner={banner.kind}
      className={incident ? 'bg-amber-100 text-amber-950' : 'bg-sky-100 text-sky-950'}
    >
      <p className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm sm:px-6">
        <span className="font-semibold">{text}</span>
        {modules.length > 0 && <span>Afecta a {listed(modules)}.</span>}
        <a href="/estado" className="font-semibold underline hover:no-underline">
          Ver el estado del servicio
        </a>
      </p>
    </aside>
  );
}
