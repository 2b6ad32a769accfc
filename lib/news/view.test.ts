import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resetEnvForTests } from '@/lib/env';
import { publishedNews } from './view';

describe('publishedNews', () => {
  it('gives an empty list, not an error, when the news cannot be read (e.g. the build, no database)', async () => {
    process.env.DATABASE_URL = `file:${path.join(process.env.DATA_DIR!, 'missing', 'none.db')}`;
    resetEnvForTests();
    await expect(publishedNews()).resolves.toEqual([]);
  });
});
