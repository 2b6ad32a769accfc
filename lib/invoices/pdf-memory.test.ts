// What drawing invoices leaves in the old generation (where only a full collection frees it): a
// ZIP draws thousands, one after another. Counted in bytes after young collections only, so the
// host's speed does not enter; the server's RSS over a real ZIP is measured by the bench
// (docs/PERFORMANCE.md, "The first ZIP's memory").
import { constants, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import { setFlagsFromString, getHeapSpaceStatistics } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { demoHotels } from '@/lib/account/demo-seed';
import { renderInvoicePdf } from './pdf';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as (options?: { type: 'minor' | 'major'; execution: 'sync' }) => void;
const oldSpaceUsed = () => getHeapSpaceStatistics().find((s) => s.space_name === 'old_space')!.space_used_size;
const customer = { ...demoHotels.mediterraneo, country: 'España' };
const invoice = (i: number) => ({
  number: `Z25-${String(i).padStart(5, '0')}`,
  date: '2025-03-15',
  dueDate: '2025-03-28',
  type: i % 4,
  description: `Cuota de soporte y mantenimiento, línea ${i}`,
  amountCents: 10_000 + i,
});

describe('invoice PDF memory', () => {
  it('a drawn invoice leaves its drawing to the young generation: 300 PDFs promote less than 12 MB', async () => {
    for (let i = 0; i < 10; i++) await renderInvoicePdf(invoice(i), customer);
    gc({ type: 'major', execution: 'sync' });
    // A full collection in between would free what was promoted and hide it: counted, not hoped for.
    const entries: PerformanceEntry[] = [];
    const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
    observer.observe({ entryTypes: ['gc'] });
    const before = oldSpaceUsed();
    for (let i = 0; i < 300; i++) await renderInvoicePdf(invoice(i), customer);
    gc({ type: 'minor', execution: 'sync' });
    gc({ type: 'minor', execution: 'sync' });
    const promotedMb = (oldSpaceUsed() - before) / 2 ** 20;
    // The observer hears of collections on a later turn of the event loop.
    await new Promise((resolve) => setImmediate(resolve));
    entries.push(...observer.takeRecords());
    observer.disconnect();
    const kind = (e: PerformanceEntry) => (e as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.filter((e) => kind(e) === constants.NODE_PERFORMANCE_GC_MAJOR)).toEqual([]);
    // Before: ~80 kB per invoice (24 MB for 300); now ~17 kB.
    expect(promotedMb).toBeLessThan(12);
  });
});
