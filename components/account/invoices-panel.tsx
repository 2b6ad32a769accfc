'use client';
// 'Mis facturas' (spec §3, §4, §8): chart, table with the latest marked, a download per invoice.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { InvoiceDto } from '@/lib/account/types';
import { formatEuros, formatIsoDate, invoiceTypeLabel } from '@/lib/invoices/format';
import { postJson, saveBase64File, SessionEnded } from './api';
import { InvoiceChart } from './invoice-chart';

export type InvoicesState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; invoices: InvoiceDto[] };

export function InvoicesPanel({ hotelName, state }: { hotelName: string; state: InvoicesState }) {
  const t = useTranslations('Invoices');
  const [downloading, setDownloading] = useState<number | null>(null);
  const [downloadError, setDownloadError] = useState('');

  async function download(invoice: InvoiceDto) {
    setDownloading(invoice.id);
    setDownloadError('');
    try {
      const res = await postJson('GetFacturaPdf', invoice);
      const text = await res.text();
      let answer: { fichero?: string; nombre?: string } | null = null;
      try {
        answer = res.ok ? JSON.parse(text) : null;
      } catch {
        answer = null;
      }
      if (answer?.fichero) saveBase64File(answer.fichero, answer.nombre || `factura-${invoice.id}.pdf`);
      // A non-empty answer without a file is shown as text (spec §8); refusals get the fixed sentence.
      else setDownloadError(res.ok && text.trim() && !text.trim().startsWith('{') ? text.trim() : t('downloadFailed'));
    } catch (error) {
      // Network failure: the indicator just stops (spec §4). A 401 has already redirected.
      if (error instanceof SessionEnded) return;
    }
    setDownloading(null);
  }

  if (state.status === 'loading') return <p className="py-6 text-slate-600">{t('loading')}</p>;
  if (state.status === 'error') return <p role="alert" className="py-6 font-medium text-red-700">{t('internal')}</p>;
  if (state.invoices.length === 0) return <p className="py-6 text-slate-700">{t('none')}</p>;

  return (
    <div className="space-y-6">
      <h2 className="text-lg font-semibold text-slate-900">{t('title', { hotel: hotelName })}</h2>
      <InvoiceChart invoices={state.invoices} title={t('chartTitle')} label={t('chartLabel')} />
      {downloadError && (
        <p role="alert" className="font-medium text-red-700">
          {downloadError}
        </p>
      )}
      <div className="relative overflow-x-auto rounded-xl border border-slate-200">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <thead className="bg-slate-50 text-left text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">{t('date')}</th>
              <th scope="col" className="px-4 py-3 font-semibold">{t('type')}</th>
              <th scope="col" className="px-4 py-3 font-semibold">{t('description')}</th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">{t('amount')}</th>
              <th scope="col" className="px-4 py-3"><span className="sr-only">{t('download')}</span></th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 bg-white">
            {state.invoices.map((inv) => {
              const fecha = formatIsoDate(inv.fecha);
              const busy = downloading === inv.id;
              return (
                <tr key={inv.id} className={inv.ultima ? 'bg-teal-50/60' : undefined} data-latest={inv.ultima || undefined}>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-800">
                    {fecha}
                    {inv.ultima && <span className="ml-2 rounded-full bg-teal-800 px-2 py-0.5 text-xs font-semibold text-white">{t('latest')}</span>}
                  </td>
                  <td className="px-4 py-3 text-slate-700">{t(`types.${invoiceTypeLabel(inv.tipo)}`)}</td>
                  <td className="px-4 py-3 text-slate-700">{inv.descripcion}</td>
                  <td className="px-4 py-3 text-right whitespace-nowrap font-medium text-slate-900 tabular-nums">{formatEuros(inv.importe)}</td>
                  <td className="px-4 py-3 text-right">
                    <button
                      type="button"
                      onClick={() => download(inv)}
                      disabled={downloading !== null}
                      aria-busy={busy}
                      aria-label={t('downloadLabel', { fecha })}
                      className="inline-flex items-center gap-2 rounded-md border border-teal-800 px-3 py-1.5 text-xs font-semibold text-teal-800 hover:bg-teal-50 disabled:opacity-60"
                    >
                      {busy && <span className="h-3 w-3 animate-spin rounded-full border-2 border-teal-800 border-t-transparent" aria-hidden="true" />}
                      {busy ? t('downloading') : t('download')}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
