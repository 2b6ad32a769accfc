// The response targets and holidays as staff last set them (SupportTarget, Holiday), for the
// pages and calls that show a case's targets. Read once and kept briefly per process: every case
// row of a list needs them, and a change staff make shows here at once (forgetTargetSettings) and
// on the other instances within SETTINGS_TTL_MS. Both tables are small: four targets and a few
// dozen holidays a year, read whole.
import 'server-only';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { DEFAULT_TARGETS, isPriority, type TargetTable } from './targets';

export const SETTINGS_TTL_MS = 30_000;

export interface HolidayEntry {
  /** YYYY-MM-DD, a Madrid calendar date */
  date: string;
  name: string;
}

export interface TargetSettings {
  targets: TargetTable;
  /** Oldest first */
  holidays: HolidayEntry[];
  /** The holidays' dates, as deadlinesFor and targetStatus take them */
  holidayDates: string[];
}

interface Cached {
  at: number;
  value: Promise<TargetSettings>;
}

// On the process's global object: the staff call that changes the settings and the pages that read
// them are bundled apart by Next, yet run in one process (as lib/freshness/memo.ts's generations).
const KEY = Symbol.for('mille.support.target-settings');
const store = globalThis as Record<symbol, Cached | null | undefined>;

type SettingsReader = Pick<Prisma.TransactionClient, 'supportTarget' | 'holiday'>;

/** The settings as stored now, through `client` (a transaction's, to read them inside it). */
export async function readTargetSettings(client: SettingsReader = db()): Promise<TargetSettings> {
  const [rows, holidays] = await Promise.all([
    client.supportTarget.findMany(),
    client.holiday.findMany({ select: { date: true, name: true }, orderBy: { date: 'asc' } }),
  ]);
  // The migration seeds every priority; a row missing all the same counts with its default.
  const targets: TargetTable = { ...DEFAULT_TARGETS };
  for (const row of rows) {
    if (!isPriority(row.priority)) continue;
    targets[row.priority] = {
      firstResponseMinutes: row.firstResponseMinutes,
      resolutionMinutes: row.resolutionMinutes,
      workingTime: row.workingTime,
    };
  }
  return { targets, holidays, holidayDates: holidays.map((h) => h.date) };
}

/** The targets per priority and the holidays, at most SETTINGS_TTL_MS old. */
export function loadTargetSettings(): Promise<TargetSettings> {
  const now = Date.now();
  const cached = store[KEY];
  if (cached && now - cached.at < SETTINGS_TTL_MS) return cached.value;
  const value = readTargetSettings();
  const entry = { at: now, value };
  store[KEY] = entry;
  value.catch(() => {
    if (store[KEY] === entry) store[KEY] = null;
  });
  return value;
}

/** After a change: this process reads the tables again on the next call. */
export function forgetTargetSettings(): void {
  store[KEY] = null;
}
