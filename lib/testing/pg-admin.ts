// One statement on a PostgreSQL server over a connection of its own: the test runs' CREATE and
// DROP DATABASE, which cannot run inside a transaction or on the database they name.
import pg from 'pg';

export async function onPostgresServer(server: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
