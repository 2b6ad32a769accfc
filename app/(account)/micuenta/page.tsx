// /micuenta: no session → /login, which leads back here with the same query after the sign-in
// (lib/auth/return-path.ts). The first render is built here from the services (the same ownership
// checks as the API); the client switches hotels and downloads through the API.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { AccountArea } from '@/components/account/account-area';
import { ConsentUnknownMarker } from '@/components/layout/consent-unknown-marker';
import { PageFrame } from '@/components/layout/page-frame';
import { listHotelContacts } from '@/lib/account/contacts';
import { mustProveSecondFactor } from '@/lib/account/second-factor-requirement';
import { readSettings } from '@/lib/account/settings-store';
import { BILLING_CONTACT_TYPE } from '@/lib/account/types';
import { currentSession } from '@/lib/auth/request-session';
import { loginPath, returnPathOf } from '@/lib/auth/return-path';
import { sessionEmail } from '@/lib/auth/session';
import { searchParamsOf } from '@/lib/http/list-params';
import { messagesFor } from '@/lib/i18n/messages';
import { billingListView } from '@/lib/invoices/downloads';
import { mailPreferences } from '@/lib/mail/preferences';
import { pageMetadata } from '@/lib/seo/metadata';
import { caseInvoice } from '@/lib/support/cases';
import { supportChoices } from '@/lib/support/fields';
import { StatusNotice } from '@/components/status/status-notice';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = pageMetadata('/micuenta', 'es', { robots: { index: false, follow: false } });

export default async function AccountPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const session = await currentSession();
  const query = await searchParams;
  if (!session) redirect(loginPath(returnPathOf('/micuenta', query)));
  const contacts = await listHotelContacts(session);
  // `?hotel=` (an id_hotel) chooses among the user's own hotels only; anything else, the first.
  const chosen = contacts.find((c) => String(c.id_hotel) === query.hotel) ?? contacts[0];
  // Each contact carries the login e-mail already; ask apart only for a user without contacts.
  const email = chosen?.usuario ?? (await sessionEmail(session));
  // A billing contact who owes the two-factor enrolment their hotel requires sees Seguridad first, no invoices.
  const enrolmentRequired = await mustProveSecondFactor(session);
  // When the page opens on Mis facturas: the page of the finder's selection the address asks for
  // (`anio`, `tipo`, `estado`, `q`, `pagina`), with its sums, from the database. The rest comes page
  // by page, by facturas.json or by this page again (the finder is a GET form, its pages links, so
  // they work before and without the script). Every other tab's page carries no invoices: opening
  // their tab fetches them (components/account/account-area.tsx).
  const invoices =
    query.pestana === 'facturas' && chosen && chosen.id_tipocontactos === BILLING_CONTACT_TYPE && !enrolmentRequired
      ? await billingListView(session, chosen.id_hotel, searchParamsOf(query))
      : null;
  // `?factura=` (from an invoice row's "Tengo una duda"): the invoice a new case asks about, when the user may see it.
  const asked = typeof query.factura === 'string' && /^\d{1,9}$/.test(query.factura) ? Number(query.factura) : null;
  const t = await getTranslations({ locale: 'es', namespace: 'Account' });
  const all = messagesFor('es');
  return (
    <PageFrame
      banner={<StatusNotice hotelId={chosen?.id_hotel} />}
      locale="es"
      path="/micuenta"
      navbar="dark"
      header={{ titulo: t('heading'), subtitulo: email }}
    >
      <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <NextIntlClientProvider
          locale="es"
          messages={{
            Account: all.Account,
            Invoices: all.Invoices,
            PasswordChange: all.PasswordChange,
            Support: all.Support,
            Products: all.Products,
            Team: all.Team,
          }}
          timeZone="Europe/Madrid"
        >
          <AccountArea
            email={email}
            contacts={contacts}
            initialInvoices={invoices}
            initialContactId={chosen?.id}
            initialTab={typeof query.pestana === 'string' ? query.pestana : undefined}
            enrolmentRequired={enrolmentRequired}
            settings={await readSettings(session)}
            supportChoices={supportChoices()}
            mailPreferences={await mailPreferences(session.userId)}
            caseInvoice={asked === null ? null : await caseInvoice(session, asked)}
          />
        </NextIntlClientProvider>
        <ConsentUnknownMarker />
      </section>
    </PageFrame>
  );
}
