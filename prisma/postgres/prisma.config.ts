// Prisma CLI configuration of the PostgreSQL twin (see scripts/db-twin.mjs).
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: './schema.prisma',
  migrations: { path: './migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:55432/mille' },
});
