'use client';
// The Productos tab of /micuenta: each module of the chosen hotel with its installed, licensed and
// latest version, "actualización disponible" when the latest is newer than what it runs and what to
// do then (ask support for it: a link to the case already begun), the notes of every newer version, the downloads of its licensed and
// latest version (served with Range, so a browser or download manager resumes a cut download;
// SHA-256 shown to check the file) and the declaración responsable of its version. Loaded only when
// the tab is opened (account-area.tsx).
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { PROSE } from '@/components/news/prose';
import type { ModuleJson, VersionJson } from '@/lib/products/contract';
import { fileSize } from '@/lib/format/file-size';
import { dayLabel, FILE_KIND_LABELS, type FileKind } from '@/lib/products/fields';
import { caseDraftQuery } from './account-address';
import { getAccount, SessionEnded } from './api';

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; modulos: ModuleJson[] };

const day = (value: string) => dayLabel(new Date(`${value}T00:00:00Z`));

function Files({ version, label }: { version: VersionJson; label: string }) {
  if (version.ficheros.length === 0 && !version.declaracion) return null;
  return (
    <div className="mt-3">
      <h4 className="text-sm font-semibold text-slate-800">{label}</h4>
      <ul className="mt-1 space-y-2">
        {version.ficheros.map((f) => (
          <li key={f.id} className="text-sm">
            <a href={f.url} download className="font-semibold text-teal-800 underline hover:text-teal-950">
              {FILE_KIND_LABELS[f.tipo as FileKind] ?? f.tipo}: {f.nombre}
            </a>{' '}
            <span className="text-slate-600">({fileSize(f.tamano)})</span>
            <span className="block font-mono text-xs break-all text-slate-600">SHA-256: {f.sha256}</span>
          </li>
        ))}
        {version.declaracion && (
          <li className="text-sm">
            <a
              href={version.declaracion}
              download
              className="font-semibold text-teal-800 underline hover:text-teal-950"
            >
              Declaración responsable Veri*Factu (PDF)
            </a>
          </li>
        )}
      </ul>
    </div>
  );
}

/**
 * What a hotel behind on a module can do: ask support for the update (the Soporte tab of this hotel
 * with «Abrir un caso» open, its subject written and this module chosen, as an invoice row's "Tengo
 * una duda" opens its own), and read what the new version brings (this module's notes below).
 */
function UpdateNext({ m, latest, hotelId }: { m: ModuleJson; latest: VersionJson; hotelId: number }) {
  const t = useTranslations('Products');
  const producto = m.producto.nombre;
  const numero = latest.numero;
  const help = `ayuda-actualizar-${m.producto.id}`;
  // Soporte with «Abrir un caso» begun: this update as its subject, this module chosen.
  const ask = `/micuenta${caseDraftQuery(hotelId, {
    // A question that can wait: what an update asked for is.
    asunto: t('updateSubject', { producto, numero }),
    area: m.producto.slug,
    categoria: 'consulta',
    prioridad: 'baja',
  })}`;
  return (
    <div className="mt-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <p>{t('updateNext', { instalada: m.instalada?.numero ?? 'none', numero })}</p>
      <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1">
        <a href={ask} aria-describedby={help} className="font-semibold text-teal-900 underline hover:text-teal-700">
          {t('askUpdate', { producto, numero })}
        </a>
        {m.novedades.length > 0 && (
          <a href={`#${notesId(m)}`} className="font-semibold text-teal-900 underline hover:text-teal-700">
            {t('seeNotes', { numero })}
          </a>
        )}
      </p>
      <p id={help} className="mt-1 text-xs">
        {t('askUpdateHelp')}
      </p>
    </div>
  );
}

const notesId = (m: ModuleJson) => `novedades-${m.producto.id}`;

function Module({ m, hotelId }: { m: ModuleJson; hotelId: number }) {
  const t = useTranslations('Products');
  const latest = m.ultima;
  const own = m.licenciada ?? m.instalada;
  return (
    <article
      aria-labelledby={`modulo-${m.producto.id}`}
      data-module={m.producto.slug}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`modulo-${m.producto.id}`} className="text-lg font-semibold text-slate-900">
          {m.producto.nombre}
        </h3>
        {m.actualizacionDisponible ? (
          <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-950">
            {t('updateAvailable')}
          </span>
        ) : (
          <span className="rounded-full bg-teal-50 px-3 py-1 text-sm font-semibold text-teal-900">{t('upToDate')}</span>
        )}
      </div>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-600">{t('installed')}</dt>
          <dd className="font-semibold text-slate-900">{m.instalada?.numero ?? '—'}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('licensed')}</dt>
          <dd className="font-semibold text-slate-900">{m.licenciada?.numero ?? '—'}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('latest')}</dt>
          <dd className="font-semibold text-slate-900">{latest ? `${latest.numero} (${day(latest.fecha)})` : '—'}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('licenceEnd')}</dt>
          <dd className="font-semibold text-slate-900">{m.finLicencia ? day(m.finLicencia) : t('noEnd')}</dd>
        </div>
      </dl>
      {m.actualizacionDisponible && latest && <UpdateNext m={m} latest={latest} hotelId={hotelId} />}
      {m.instalada?.declaracion && m.instalada.id !== own?.id && (
        <p className="mt-3 text-sm">
          <a href={m.instalada.declaracion} download className="font-semibold text-teal-800 underline">
            {t('declarationOf', { numero: m.instalada.numero })}
          </a>
        </p>
      )}
      {own && <Files version={own} label={t('downloadsOf', { numero: own.numero })} />}
      {latest && latest.id !== own?.id && (
        <Files version={latest} label={t('downloadsOf', { numero: latest.numero })} />
      )}
      {m.novedades.length > 0 && (
        <details id={notesId(m)} className="mt-4" open={m.actualizacionDisponible}>
          <summary className="cursor-pointer text-sm font-semibold text-slate-900">
            {t('newerNotes', { count: m.novedades.length })}
          </summary>
          <ol className="mt-2 space-y-4">
            {m.novedades.map((v) => (
              <li key={v.id} className="border-l-2 border-teal-700 pl-3">
                <p className="text-sm font-semibold text-slate-900">
                  {v.numero} · {day(v.fecha)}
                  {v.verifactu && <span className="ml-2 text-teal-800">Veri*Factu</span>}
                </p>
                {/* Sanitised by the server (lib/products/contract.ts), with the news' sanitiser. */}
                <div className={`${PROSE} mt-1 text-sm`} dangerouslySetInnerHTML={{ __html: v.notas }} />
              </li>
            ))}
          </ol>
        </details>
      )}
    </article>
  );
}

export default function ProductsPanel({ hotelId }: { hotelId: number }) {
  const t = useTranslations('Products');
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    getAccount(`/api/cuenta/productos?hotel=${hotelId}`)
      .then(async (res) => {
        if (!live) return;
        setState(res.ok ? { status: 'ready', modulos: (await res.json()).modulos } : { status: 'error' });
      })
      .catch((error) => {
        if (live && !(error instanceof SessionEnded)) setState({ status: 'error' });
      });
    return () => {
      live = false;
    };
  }, [hotelId]);

  if (state.status === 'loading') return <p className="text-sm text-slate-600">{t('loading')}</p>;
  if (state.status === 'error')
    return (
      <p role="alert" className="text-red-800">
        {t('error')}
      </p>
    );
  return (
    <section aria-labelledby="productos-titulo" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="productos-titulo" className="text-lg font-semibold text-slate-900">
          {t('heading')}
        </h2>
        <a href="/novedades" className="text-sm font-semibold text-teal-800 underline">
          {t('allReleases')}
        </a>
      </div>
      {state.modulos.length === 0 ? (
        <p className="text-slate-700">{t('none')}</p>
      ) : (
        state.modulos.map((m) => <Module key={m.producto.id} m={m} hotelId={hotelId} />)
      )}
    </section>
  );
}
