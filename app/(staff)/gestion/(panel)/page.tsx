// /gestion: the dashboard, the first page after sign-in: the work waiting that the role may open
// (lib/dashboard/figures.ts), then the service's version and database.
import type { Metadata } from 'next';
import { FigureCard } from '@/components/staff/figure-card';
import { loadDashboard, WORK_FIGURES, type WorkFigure } from '@/lib/dashboard/figures';
import { stuckAfterWords } from '@/lib/mail/staff/outbox';
import { requireStaffPage } from '@/lib/staff/request-session';

export const metadata: Metadata = { title: 'Panel' };

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
          <FigureCard
            key={figure}
            label={labels[figure]}
            value={value}
            href={WORK_FIGURES[figure].href}
            warn={(figure === 'unsentMails' || figure === 'breachedCases') && value > 0}
          />
        ))}
        <FigureCard label="Versión" value={d.version} />
        <FigureCard
          label={`Base de datos (${d.database.kind})`}
          value={d.database.ok ? `Responde · ${d.database.ms} ms` : 'No responde'}
          warn={!d.database.ok}
        />
      </ul>
    </>
  );
}
