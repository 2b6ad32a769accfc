// /gestion: the dashboard, the first page after sign-in: the work waiting that the role may open
// (lib/dashboard/figures.ts), then the service's version and database.
import type { Metadata } from 'next';
import Link from 'next/link';
import { loadDashboard, WORK_FIGURES, type WorkFigure } from '@/lib/dashboard/figures';
import { stuckAfterWords } from '@/lib/mail/staff/outbox';
import { requireStaffPage } from '@/lib/staff/request-session';

export const metadata: Metadata = { title: 'Panel' };

function Tile({
  label,
  value,
  href,
  warn = false,
}: {
  label: string;
  value: string | number;
  href?: string;
  warn?: boolean;
}) {
  const body = (
    <>
      <span className="block text-sm font-medium text-slate-600">{label}</span>
      <span className={`mt-1 block text-3xl font-bold ${warn ? 'text-red-700' : 'text-navy-900'}`}>{value}</span>
    </>
  );
  return (
    <li className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
      {href ? (
        <Link href={href} className="block focus:ring-2 focus:ring-teal-600 focus:outline-none">
          {body}
        </Link>
      ) : (
        body
      )}
    </li>
  );
}

export default async function DashboardPage() {
  const { staff } = await requireStaffPage('/gestion');
  const d = await loadDashboard(staff.role);
  const labels: Record<WorkFigure, string> = {
    newEnquiries: 'Consultas nuevas',
    breachedCases: 'Casos con el objetivo incumplido',
    unsentMails: `Correos sin enviar tras ${stuckAfterWords()}`,
    scheduledNews: 'Noticias programadas',
  };
  return (
    <>
      <h1 className="text-2xl font-bold text-navy-900">Hola{staff.name ? `, ${staff.name}` : ''}</h1>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {(Object.entries(d.work) as [WorkFigure, number][]).map(([figure, value]) => (
          <Tile
            key={figure}
            label={labels[figure]}
            value={value}
            href={WORK_FIGURES[figure].href}
            warn={(figure === 'unsentMails' || figure === 'breachedCases') && value > 0}
          />
        ))}
        <Tile label="Versión" value={d.version} />
        <Tile
          label={`Base de datos (${d.database.kind})`}
          value={d.database.ok ? `Responde · ${d.database.ms} ms` : 'No responde'}
          warn={!d.database.ok}
        />
      </ul>
    </>
  );
}
