// Unit-test environment: each test file gets its own throwaway data folder and SQLite database,
// migrated with the committed migrations.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resetEnvForTests } from '@/lib/env';
import { PEER_HEADER, PEER_STAMP } from '@/lib/http/client-address';
import { migrateSqlite } from '@/lib/db/migrate';

const dir = mkdtempSync(path.join(os.tmpdir(), 'mille-unit-'));
process.env.APP_ENV = 'test';
process.env.DATA_DIR = dir;
process.env.DATABASE_URL = `file:${path.join(dir, 'test.db')}`;
process.env.SESSION_SECRET ??= 'unit-test-secret-unit-test-secret-0123456789';
process.env.SITE_URL = 'http://localhost:3000';
// Tests play the server preload's part: they put the client's address in PEER_HEADER themselves.
(globalThis as Record<symbol, unknown>)[PEER_STAMP] = PEER_HEADER;
resetEnvForTests();
migrateSqlite(process.env.DATABASE_URL);
