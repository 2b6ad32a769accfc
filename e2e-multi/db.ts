// Statements on the instances' shared PostgreSQL (DATABASE_URL, set by scripts/ci-postgres.sh).
import pg from 'pg';

export async function sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}
