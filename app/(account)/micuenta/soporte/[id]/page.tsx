// /micuenta/soporte/<id>: one support case of the user's hotels (no session → /login, which leads
// back here after the sign-in: lib/auth/return-path.ts; a case the user may not see → 404, as the
// API answers): its details with who follows it (and following it or no longer), the thread oldest
// first, and what the customer may do now (reply, close, reopen, rate), which calls
// /api/cuenta/soporte/… and renders again.
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { CaseActions } from '@/components/account/support/case-actions';
import { CaseFollow } from '@/components/account/support/case-follow';
import { CaseThread } from '@/components/account/support/case-thread';
import { PageFrame } from '@/components/layout/page-frame';
import { currentSession } from '@/lib/auth/request-session';
import { loginPath, returnPathOf } from '@/lib/auth/return-path';
import { HttpError } from '@/lib/http/errors';
import { numericId } from '@/lib/http/route-params';
import { messagesFor } from '@/lib/i18n/messages';
import { caseInvoice, getCase } from '@/lib/support/cases';
import { supportChoices } from '@/lib/support/fields';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Caso de soporte · Mi cuenta',
  robots: { index: false, follow: false },
};

async function caseOrNull(...args: Parameters<typeof getCase>) {
  try {
    return await getCase(...args);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

export default async function SupportCasePage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const session = await currentSession();
  const { id } = await params;
  if (!session) redirect(loginPath(returnPathOf(`/micuenta/soporte/${encodeURIComponent(id)}`, await searchParams)));
  const parsed = numericId.safeParse({ id });
  const found = parsed.success ? await caseOrNull(session, parsed.data.id) : null;
  if (!found) notFound();
  const invoice = found.id_factura === null ? null : await caseInvoice(session, found.id_factura);
  const t = await getTranslations({ locale: 'es', namespace: 'Support' });
  const choices = supportChoices();
  return (
    <PageFrame
      locale="es"
      path="/micuenta"
      navbar="dark"
      header={{ titulo: t('caseNumber', { id: found.id }), subtitulo: found.asunto }}
    >
      <section className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:px-6">
        <p>
          <a
            href={`/micuenta?${new URLSearchParams({ hotel: String(found.id_hotel), pestana: 'soporte' })}`}
            className="text-sm font-semibold text-teal-900 underline underline-offset-2 hover:text-teal-700"
          >
            ← {t('back')}
          </a>
        </p>
        <NextIntlClientProvider locale="es" messages={{ Support: messagesFor('es').Support }} timeZone="Europe/Madrid">
          <CaseThread supportCase={found} choices={choices} invoiceNumber={invoice?.numero ?? null}>
            <CaseFollow supportCase={found} />
          </CaseThread>
          <CaseActions supportCase={found} limits={choices.limits} />
        </NextIntlClientProvider>
      </section>
    </PageFrame>
  );
}
