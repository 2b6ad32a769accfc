import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resetEnvForTests } from '@/lib/env';
import { logToForTests } from '@/lib/log';
import { createNews } from './repository';
import { orEmpty, readAllNews } from './view';

describe('reading the news for the pages', () => {
  const original = process.env.DATABASE_URL;
  afterAll(() => {
    process.env.DATABASE_URL = original;
    resetEnvForTests();
  });

  it('gives the items as pages show them', async () => {
    await createNews({
      title: 'Uno <em>x</em>',
      date: '2026-10-02',
      summary: '<p>Resumen</p>',
      body: '<p>Cuerpo</p>',
      link: 'https://a.example/',
    });
    const [first] = await orEmpty(readAllNews);
    expect(first).toMatchObject({
      titleText: 'Uno x',
      dateLabel: '2 de octubre de 2026',
      description: 'Resumen',
      link: 'https://a.example/',
      image: null,
    });
    expect(first!.slug).toMatch(/^\d+-uno-x$/);
  });

  it('gives an empty list, not an error, when the news cannot be read (e.g. the build, no database)', async () => {
    process.env.DATABASE_URL = `file:${path.join(process.env.DATA_DIR!, 'missing', 'none.db')}`;
    resetEnvForTests();
    await expect(readAllNews()).rejects.toThrow();
    const lines: string[] = [];
    logToForTests({ write: (chunk: string) => void lines.push(...chunk.split('\n').filter(Boolean)) });
    try {
      await expect(orEmpty(readAllNews)).resolves.toEqual([]);
    } finally {
      logToForTests(process.stdout);
    }
    // One line through the app's logger (time, level label), saying why.
    expect(lines.map((l) => JSON.parse(l))).toEqual([
      expect.objectContaining({
        level: 'warn',
        event: 'news.unavailable',
        err: 'no database yet',
        time: expect.any(String),
      }),
    ]);
  });
});
