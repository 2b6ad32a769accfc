'use client';
// Bar chart of the amounts invoiced per month (spec §9: bar type, 200 px high).
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { amountsPerMonth, formatEuros, formatMonth } from '@/lib/invoices/format';
import type { InvoiceDto } from '@/lib/account/types';

export function InvoiceChart({ invoices, title, label }: { invoices: InvoiceDto[]; title: string; label: string }) {
  const data = amountsPerMonth(invoices).map((d) => ({ ...d, label: formatMonth(d.month) }));
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4" data-testid="invoice-chart">
      <figcaption className="text-sm font-semibold text-slate-800">{title}</figcaption>
      <div role="img" aria-label={label} style={{ height: 200 }} className="mt-2">
        <ResponsiveContainer width="100%" height={200}>
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
            <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
            <YAxis tick={{ fontSize: 11 }} width={64} tickFormatter={(v: number) => formatEuros(v).replace(/,00\s€$/, ' €')} />
            <Tooltip formatter={(v) => formatEuros(Number(v))} labelStyle={{ fontWeight: 600 }} />
            <Bar dataKey="total" name="Importe" fill="#0d7069" radius={[3, 3, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
