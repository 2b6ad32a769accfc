// Case-insensitive `contains` where the database can (PostgreSQL); SQLite's LIKE already is for ASCII.
// For short columns and small tables; free text in a big table goes through lib/db/search (full-text).
import 'server-only';
import { env } from '@/lib/env';
import type { Prisma } from '@/lib/generated/prisma/client';
import { isPostgresUrl } from './url';

export function containsText(q: string): Prisma.StringFilter {
  return (
    isPostgresUrl(env().DATABASE_URL) ? { contains: q, mode: 'insensitive' } : { contains: q }
  ) as Prisma.StringFilter;
}
