// Prisma CLI configuration (generate, migrate). The running service does not use it:
// it opens the database through lib/db with a driver adapter.
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: {
    // The CLI only needs a URL for migrate commands; generate works without one.
    url: process.env.DATABASE_URL ?? 'file:./data/app.db',
  },
});
