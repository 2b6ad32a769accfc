'use client';
// /micuenta: hotel selector, 'Mis datos' (one's own contact details, editable; the hotel's, with a
// billing contact's correction request), for contact type 1 'Mis facturas' and 'Equipo' (the hotel's
// contacts), 'Soporte' (the hotel's support cases), 'Productos' (its modules, versions, downloads),
// 'Avisos' (which mail the person gets) and 'Seguridad' (two-factor sign-in, passkeys, sessions),
// then the product carousel; change
// password; logout. The first render comes from the server; switching
// hotel and downloading call the API. The address names the hotel and the tab (account-address.ts):
// a tab click or another hotel pushes a history entry, and Back and Forward show what the address
// they land on names (useSearchParams follows history.pushState and popstate in the App Router).
// A session that ends while the page is open sends the user to /login with a message.
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { SettingValues } from '@/lib/account/settings';
import { BILLING_CONTACT_TYPE, type HotelContactDto } from '@/lib/account/types';
import type { InvoiceListView } from '@/lib/invoices/list-view';
import type { PreferenceValues } from '@/lib/mail/preference-kinds';
import type { SupportChoices } from '@/lib/support/choices';
import {
  CASE_INVOICE_PARAM,
  caseDraftOf,
  contactOf,
  type FinderMemories,
  finderLeftIn,
  finderMemoryOf,
  FIRST_TAB,
  HOTEL_PARAM,
  hotelQuery,
  invoiceParamsOf,
  rememberFinder,
  TAB_PARAM,
  tabOf,
  tabQuery,
  tabsFor,
  withoutCasePrefill,
} from './account-address';
import { beginSignOut, getAccount, goToLoginExpired, hardNavigate, postJson, SessionEnded } from './api';
import { InvoicesPanel, type InvoicesState } from './invoices-panel';
import { LazyProductCarousel } from './lazy-product-carousel';
import { OwnContactForm } from './own-contact-form';
import { SettingsSection } from './settings-section';
import type { CaseInvoice } from './support/open-case-form';

// Opened by a click only: its script (and the password rules) load then, not with the page.
const PasswordChangeDialog = dynamic(() => import('./password-change-dialog').then((m) => m.PasswordChangeDialog), {
  ssr: false,
});

const SupportPanel = dynamic(() => import('./support/support-panel'), {
  ssr: false,
  loading: () => <p className="text-sm text-slate-600">Cargando…</p>,
});

const MailPreferencesPanel = dynamic(() => import('./mail-preferences-panel'), {
  loading: () => <p className="text-sm text-slate-600">Cargando…</p>,
});
const SecurityPanel = dynamic(() => import('./security/security-panel'), {
  ssr: false,
  loading: () => <p className="text-sm text-slate-600">Cargando…</p>,
});

const ProductsPanel = dynamic(() => import('./products-panel'), {
  ssr: false,
  loading: () => <p className="text-sm text-slate-600">Cargando…</p>,
});

const TeamPanel = dynamic(() => import('./team-panel'), {
  ssr: false,
  loading: () => <p className="text-sm text-slate-600">Cargando…</p>,
});

// Opened by a click only (billing contacts).
const HotelCorrectionForm = dynamic(() => import('./hotel-correction-form'), {
  ssr: false,
  loading: () => <p className="text-sm text-slate-600">Cargando…</p>,
});

const RemoteAccessSection = dynamic(
  () => import('./support/remote-access-section').then((m) => m.RemoteAccessSection),
  { ssr: false, loading: () => <p className="text-sm text-slate-600">Cargando…</p> },
);

interface Props {
  email: string;
  contacts: HotelContactDto[];
  /**
   * The page of the chosen hotel's invoices the address asks for, when it opens on Mis facturas
   * (billing contacts only). Other tabs come without it, and the list is fetched when its tab opens.
   */
  initialInvoices: InvoiceListView | null;
  /** The contact chosen by the address (`?hotel=`), else the first: whose invoices `initialInvoices` are */
  initialContactId?: number;
  /**
   * The tab the address names (`?pestana=facturas|equipo|soporte|productos|avisos|seguridad`). The
   * page reads the address itself (useSearchParams), so a link, a reload, Back and Forward open it.
   */
  initialTab?: string;
  /**
   * A hotel of this billing contact requires two-factor sign-in and the user has none yet: the page
   * opens on Seguridad and shows no invoices (the server serves none either).
   */
  enrolmentRequired?: boolean;
  /** The user's own settings (lib/account/settings.ts), by key */
  settings?: SettingValues;
  /** The support cases' choices and their words (lib/support/fields.ts) */
  supportChoices: SupportChoices;
  /** The user's mail choices (lib/mail/preference-kinds.ts): the Avisos tab */
  mailPreferences: PreferenceValues;
  /** The invoice the address asks a question about (`?factura=`, from an invoice row), when the user may */
  caseInvoice?: CaseInvoice | null;
}

/**
 * Goes to this query of the page without a reload: a new history entry (pushed) or the same one
 * (replaced). Next's router takes it in, so useSearchParams reads it.
 */
function goToQuery(query: string, mode: 'push' | 'replace' = 'push') {
  if (query === window.location.search) return;
  const url = `${window.location.pathname}${query}`;
  if (mode === 'push') window.history.pushState(null, '', url);
  else window.history.replaceState(null, '', url);
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <label className="block text-sm font-medium text-slate-700">
      {label}
      <input
        readOnly
        value={value}
        className="mt-1 block w-full rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-slate-800"
      />
    </label>
  );
}

const SESSION_PROBE_MS = 60_000;

export function AccountArea({
  email,
  contacts,
  initialInvoices,
  initialContactId,
  enrolmentRequired = false,
  settings = {},
  supportChoices,
  mailPreferences,
  caseInvoice = null,
}: Props) {
  const t = useTranslations('Account');
  const team = useTranslations('Team');
  const [correcting, setCorrecting] = useState(false);
  const billing = (c: HotelContactDto | undefined) =>
    c?.id_tipocontactos === BILLING_CONTACT_TYPE && !enrolmentRequired;
  // The hotel and the tab are the address's: a click changes the address, and Back and Forward too.
  const address = useSearchParams();
  const contact = contactOf(contacts, address.get(HOTEL_PARAM));
  const selectedId = contact?.id ?? 0;
  const isBilling = billing(contact);
  // The tabs this contact has, in order (a non-billing contact has no invoices).
  const tabs = tabsFor(isBilling);
  const tab = tabOf(address.get(TAB_PARAM), tabs, enrolmentRequired);
  // The invoice a new case asks about, while the address still names it (its form cancelled: gone).
  const askedInvoice = caseInvoice && address.get(CASE_INVOICE_PARAM) === String(caseInvoice.id) ? caseInvoice : null;
  // The new case a link prefills (`?nuevo=1&asunto=…&modulo=…`, checked as read), while the address
  // names it, for the hotel it names (not the first one shown in place of a hotel not the user's).
  const hotelNamed = address.get(HOTEL_PARAM);
  const caseDraft =
    contact && (hotelNamed === null || hotelNamed === String(contact.id_hotel))
      ? caseDraftOf(address, supportChoices)
      : null;
  const [invoices, setInvoices] = useState<InvoicesState>(
    initialInvoices ? { status: 'ready', view: initialInvoices } : { status: 'loading' },
  );
  // The contact whose hotel's invoices are in `invoices` or on their way (null: none asked for yet).
  const invoicesOf = useRef<number | null>(initialInvoices ? (initialContactId ?? contacts[0]?.id ?? null) : null);
  const [changing, setChanging] = useState(false);
  // The button that opened the password dialog gets the focus back when it closes (the dialog is
  // unmounted then, and the focus would fall to <body>).
  const changeButton = useRef<HTMLButtonElement>(null);
  const wasChanging = useRef(false);
  useEffect(() => {
    if (wasChanging.current && !changing) changeButton.current?.focus();
    wasChanging.current = changing;
  }, [changing]);
  const [loggingOut, setLoggingOut] = useState(false);

  // Notices a session that ended (idle, revoked elsewhere) without waiting for a click. The probe
  // does not count as activity on the server.
  useEffect(() => {
    const probe = () => {
      if (document.visibilityState !== 'visible') return;
      fetch('/api/Data/HaySessionUsuario', { credentials: 'same-origin', cache: 'no-store' })
        .then((r) => (r.ok ? r.json() : true))
        .then((alive) => {
          if (alive === false) goToLoginExpired();
        })
        .catch(() => undefined);
    };
    // Shown again from the back/forward cache (Back after signing out): the page is open again, its
    // sign-out button too, and the session may have ended meanwhile.
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setLoggingOut(false);
      probe();
    };
    const timer = setInterval(probe, SESSION_PROBE_MS);
    document.addEventListener('visibilitychange', probe);
    window.addEventListener('focus', probe);
    window.addEventListener('pageshow', restored);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', probe);
      window.removeEventListener('focus', probe);
      window.removeEventListener('pageshow', restored);
    };
  }, []);

  // The hotel's invoices, fetched once per hotel (the list then follows its own filters).
  async function loadInvoices(contactId: number, hotelId: number, params: URLSearchParams) {
    invoicesOf.current = contactId;
    setInvoices({ status: 'loading' });
    params.set('hotel', String(hotelId));
    // A failed load is asked again the next time the tab opens.
    const failed = () => {
      invoicesOf.current = null;
      setInvoices({ status: 'error' });
    };
    try {
      const res = await getAccount(`/micuenta/facturas.json?${params}`);
      if (invoicesOf.current !== contactId) return; // another hotel was chosen meanwhile
      if (res.ok) setInvoices({ status: 'ready', view: await res.json() });
      else failed();
    } catch (error) {
      if (invoicesOf.current === contactId && !(error instanceof SessionEnded)) failed();
    }
  }

  // The server renders the invoices only when the page opens on their tab, so that every other
  // tab's page carries none: opening the tab fetches the page the address asks for.
  useEffect(() => {
    if (tab !== 'facturas' || !contact || !isBilling || invoicesOf.current === contact.id) return;
    void loadInvoices(contact.id, contact.id_hotel, invoiceParamsOf(new URLSearchParams(window.location.search)));
    // `loadInvoices` reads nothing else that changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tab, contact?.id, isBilling]);

  // The invoice finder's filters as the address last held them (at load, whatever the tab, or on
  // Mis facturas since), under the hotel shown: a click on that tab opens that hotel's list as it
  // was left (`?hotel=` of the first hotel or none at all, the same hotel).
  // One memory per hotel: another hotel's list and back again finds each as it was left.
  const finders = useRef<FinderMemories>(rememberFinder(new Map(), finderMemoryOf(contacts, address)));
  useEffect(() => {
    if (tab === 'facturas') rememberFinder(finders.current, finderMemoryOf(contacts, address));
  }, [address, tab, contacts]);

  // A new history entry holding the hotel and the tab (and, for Mis facturas, the finder as it was
  // left): the invoice filters stay in the entries of Mis facturas, and come back with them.
  function selectTab(index: number) {
    const current = new URLSearchParams(window.location.search);
    const key = tabs[index] ?? FIRST_TAB;
    goToQuery(tabQuery(current, key, enrolmentRequired, finderLeftIn(finders.current, contacts, current)));
  }

  async function selectHotel(id: number) {
    setCorrecting(false);
    const next = contacts.find((c) => c.id === id);
    if (!next) return;
    // Another hotel: the same tab (when that hotel's contact has it), and on Mis facturas that
    // hotel's finder as it was left there (else afresh); nothing that names the other hotel's things.
    const there = new URLSearchParams({ [HOTEL_PARAM]: String(next.id_hotel) });
    const query = hotelQuery(
      new URLSearchParams(window.location.search),
      next.id_hotel,
      tabsFor(billing(next)),
      finderLeftIn(finders.current, contacts, there),
    );
    goToQuery(query);
    // The filters the new address names (none: the hotel's default year, first page).
    if (billing(next)) await loadInvoices(next.id, next.id_hotel, invoiceParamsOf(new URLSearchParams(query)));
  }

  // The case form about an invoice, or prefilled by a link, cancelled or its case opened: the
  // address no longer asks for it (a reload, or Back from the new case, would open the form again).
  function forgetCasePrefill() {
    goToQuery(withoutCasePrefill(new URLSearchParams(window.location.search)), 'replace');
  }

  async function logout() {
    setLoggingOut(true);
    beginSignOut();
    try {
      await postJson('LogoutUsuario', 1);
    } catch {
      // Whatever happened, the user asked to leave.
    }
    hardNavigate('/login');
  }

  if (!contact) {
    return <p className="py-10 text-slate-700">{t('noContacts')}</p>;
  }
  const h = contact.datoshotel;
  const tabClass =
    'rounded-t-md border-b-2 px-4 py-2 text-sm font-semibold focus:outline-none data-[focus]:outline-2 data-[focus]:outline-amber-500 data-[selected]:border-teal-800 data-[selected]:text-teal-900 border-transparent text-slate-600 hover:text-slate-900';

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <label htmlFor="cuenta-hotel" className="block text-sm font-medium text-slate-800">
            {t('hotel')}
          </label>
          <select
            id="cuenta-hotel"
            value={selectedId}
            onChange={(e) => selectHotel(Number(e.target.value))}
            className="mt-1 block w-full min-w-[18rem] rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-teal-700"
          >
            {contacts.map((c) => (
              <option key={c.id} value={c.id}>
                {`${c.datoshotel.nombrehotel} · ${c.datoshotel.localidad}`}
              </option>
            ))}
          </select>
        </div>
        <div className="flex gap-2">
          <button
            ref={changeButton}
            type="button"
            onClick={() => setChanging(true)}
            className="rounded-md border border-teal-800 px-4 py-2 text-sm font-semibold text-teal-800 hover:bg-teal-50"
          >
            {t('changePassword')}
          </button>
          <button
            type="button"
            onClick={logout}
            disabled={loggingOut}
            className="rounded-md bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700 disabled:opacity-60"
          >
            {loggingOut ? t('loggingOut') : t('logout')}
          </button>
        </div>
      </div>

      {enrolmentRequired && (
        <div role="status" className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <p className="font-semibold">{t('enrolmentRequiredTitle')}</p>
          <p className="mt-1 text-sm">{t('enrolmentRequiredText')}</p>
          <p className="mt-2 text-sm">
            <a href="/micuenta?pestana=facturas" className="font-semibold text-teal-900 underline">
              {t('enrolmentRequiredDone')}
            </a>
          </p>
        </div>
      )}

      <TabGroup selectedIndex={Math.max(0, tabs.indexOf(tab))} onChange={selectTab} className="mt-8">
        <TabList className="flex flex-wrap gap-2 border-b border-slate-200">
          <Tab className={tabClass}>{t('tabData')}</Tab>
          {isBilling && <Tab className={tabClass}>{t('tabInvoices')}</Tab>}
          {isBilling && <Tab className={tabClass}>{team('tab')}</Tab>}
          <Tab className={tabClass}>{t('tabSupport')}</Tab>
          <Tab className={tabClass}>{t('tabProducts')}</Tab>
          <Tab className={tabClass}>Avisos</Tab>
          <Tab className={tabClass}>Seguridad</Tab>
        </TabList>
        <TabPanels className="pt-6">
          <TabPanel className="grid gap-8 lg:grid-cols-2">
            <OwnContactForm key={contact.id} contact={contact} email={email} />
            <section aria-labelledby="datos-hotel">
              <h2 id="datos-hotel" className="text-lg font-semibold text-slate-900">
                {t('hotelData')}
              </h2>
              <div className="mt-4 space-y-3">
                <Field label={t('hotelName')} value={h.nombrehotel} />
                <Field label={t('web')} value={h.web} />
                <div className="grid grid-cols-2 gap-3">
                  <Field label={t('postalCode')} value={h.codpostal} />
                  <Field label={t('city')} value={h.localidad} />
                  <Field label={t('province')} value={h.provincia} />
                  <Field label={t('country')} value={h.pais} />
                </div>
              </div>
              {isBilling ? (
                correcting ? (
                  <HotelCorrectionForm key={contact.id_hotel} hotelId={contact.id_hotel} hotel={h} />
                ) : (
                  <button
                    type="button"
                    onClick={() => setCorrecting(true)}
                    className="mt-4 rounded-md border border-teal-800 px-4 py-2 text-sm font-semibold text-teal-800 hover:bg-teal-50"
                  >
                    {team('correctionOpen')}
                  </button>
                )
              ) : (
                <p className="mt-4 text-sm text-slate-600">{team('correctionOtherType')}</p>
              )}
            </section>
            <SettingsSection initial={settings} />
          </TabPanel>
          {isBilling && (
            <TabPanel>
              <InvoicesPanel hotelId={contact.id_hotel} hotelName={h.nombrehotel} state={invoices} />
            </TabPanel>
          )}
          {isBilling && (
            <TabPanel>
              <TeamPanel key={contact.id_hotel} hotelId={contact.id_hotel} />
            </TabPanel>
          )}
          {/* Headless UI mounts only the selected panel: the Soporte and Seguridad code loads when opened. */}
          <TabPanel className="space-y-10">
            <SupportPanel
              key={contact.id_hotel}
              hotelId={contact.id_hotel}
              hotelName={h.nombrehotel}
              contactId={contact.id}
              choices={supportChoices}
              invoice={askedInvoice}
              draft={caseDraft}
              onPrefillDone={forgetCasePrefill}
            />
            {/* Remote access is the hotel's consent to the technicians who work its cases: same tab. */}
            <RemoteAccessSection key={`acceso-${contact.id_hotel}`} hotelId={contact.id_hotel} />
          </TabPanel>
          <TabPanel>
            <ProductsPanel key={`productos-${contact.id_hotel}`} hotelId={contact.id_hotel} />
          </TabPanel>
          <TabPanel>
            <MailPreferencesPanel initial={mailPreferences} />
          </TabPanel>
          <TabPanel>
            <SecurityPanel />
          </TabPanel>
        </TabPanels>
      </TabGroup>

      {/* The offer after the customer's own data and invoices. */}
      <LazyProductCarousel />

      {changing && (
        <PasswordChangeDialog
          open
          mode="account"
          email={email}
          contactId={contact.id}
          onClose={() => setChanging(false)}
          onSuccess={() => undefined}
        />
      )}
    </div>
  );
}
