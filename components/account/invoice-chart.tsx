'use client';
// Bar chart of the amounts invoiced per month (200 px high, as the old account page had it): every month of
// the period, empty ones at zero, and for a single year the year before beside it. Loaded on
// its own (next/dynamic in invoices-panel.tsx): recharts is the largest script of the page.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatEuros } from '@/lib/invoices/format';

export interface ChartBar {
  label: string;
  total: number;
  previous?: number;
}

export function InvoiceChart({
  data,
  currentName,
  previousName,
}: {
  data: ChartBar[];
  currentName: string;
  previousName?: string;
}) {
  return (
    <ResponsiveContainer width="100%" height={200}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} barGap={1}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
        <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" minTickGap={4} />
        <YAxis
          tick={{ fontSize: 11 }}
          width={64}
          tickFormatter={(v: number) => formatEuros(v).replace(/,00\s€$/, ' €')}
        />
        <Tooltip formatter={(v) => formatEuros(Number(v))} labelStyle={{ fontWeight: 600 }} />
        {previousName && <Legend wrapperStyle={{ fontSize: 12 }} />}
        {previousName && (
          <Bar dataKey="previous" name={previousName} fill="#94a3b8" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        )}
        <Bar dataKey="total" name={currentName} fill="#0d7069" radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
