// Types of scale-data.mjs (a plain script: the vendor-size data set of the bench).
export interface Sizes {
  hotels: number;
  users: number;
  invoices: number;
  bigHotelInvoices: number;
  auditEntries: number;
  enquiries: number;
  outboxMails: number;
  news: number;
  staff: number;
  supportCases: number;
  bigHotelCases: number;
}
export type ColumnKind = 'i' | 't' | 'd' | 'b' | 'x';
export type Value = number | string | boolean | Uint8Array | null;
export interface Table {
  name: string;
  columns: [string, ColumnKind][];
  count: number;
  rows(): Iterable<Value[]>;
}
export interface Manifest {
  version: number;
  factor: number;
  seed: number;
  today: string;
  bigHotel: { id: number; taxId: string; name: string; invoices: number; cases: number };
  bigHotelContact: string;
  enquiriesBefore: Record<string, number>;
}
export const VENDOR_SIZE: Readonly<Sizes>;
export const GENERATOR_VERSION: number;
export function sizesFor(factor?: number): Sizes;
export function prng(seed: number): () => number;
export function cifControlDigit(digits7: string): number;
export function cif(letter: string, province: number, serial: number): string;
export function slug(text: string): string;
export function auditActions(): string[];
export function mailKinds(): string[];
export function dataset(options: { factor?: number; seed?: number; today: string; passwordHash?: string }): {
  size: Sizes;
  tables: Table[];
  manifest: Manifest;
};
export function prepare(url: string): { applied: string[]; passwordHash: string };
export function writeSqlite(
  file: string,
  data: { tables: Table[] },
  options?: { log?: (...a: unknown[]) => void },
): Promise<Record<string, number>>;
export function writePostgres(
  url: string,
  data: { tables: Table[] },
  options?: { log?: (...a: unknown[]) => void },
): Promise<Record<string, number>>;
export function manifestKey(manifest: Manifest): string;
export function todayUtc(): string;
export interface Generated extends Manifest {
  key: string;
  sqliteSeconds?: number;
  postgresSeconds?: number;
}
export function generate(options: {
  sqlite?: string;
  postgres?: string;
  factor?: number;
  seed?: number;
  today?: string;
  log?: (...a: unknown[]) => void;
}): Promise<Generated>;
export function readManifest(target: string): Promise<Generated | null>;
export function withClient<T>(
  url: string,
  work: (client: import('pg').Client) => Promise<T>,
  options?: { admin?: boolean },
): Promise<T>;
