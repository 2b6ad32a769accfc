// The server the browser tests run against: the production build on a fresh data folder.
import { rmSync } from 'node:fs';
import path from 'node:path';

const dataDir = path.resolve(process.env.DATA_DIR ?? 'data/e2e');
rmSync(dataDir, { recursive: true, force: true });
await import('./start.mjs');
