import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatNewsDate, isIsoDate, rssDate } from './date';
import { imageHash, imageInfo, newsImagePath } from './image';
import { newsInputSchema } from './schema';
import { idFromSlug, newsSlug, parseNewsParam, slugify } from './slug';

describe('dates', () => {
  it('shows ISO dates in Spanish', () => {
    expect(formatNewsDate('2026-10-02')).toBe('2 de octubre de 2026');
    expect(formatNewsDate('2027-01-01')).toBe('1 de enero de 2027');
  });
  it('accepts real calendar dates only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(isIsoDate('02/10/2026')).toBe(false);
  });
  it('gives RFC 822 dates for RSS', () => {
    expect(rssDate('2026-10-02')).toBe('Fri, 02 Oct 2026 12:00:00 GMT');
  });
});

describe('slugs and ?news=', () => {
  it('makes readable slugs', () => {
    expect(slugify('Veri*Factu: calendario y qué cambia en tu hotel')).toBe(
      'veri-factu-calendario-y-que-cambia-en-tu-hotel',
    );
    expect(newsSlug(7, 'Año nuevo, ¡más canales!')).toBe('7-ano-nuevo-mas-canales');
    expect(newsSlug(7, '¡¡!!')).toBe('7');
    expect(slugify('a'.repeat(200)).length).toBeLessThanOrEqual(70);
  });
  it('reads the id of a slug', () => {
    expect(idFromSlug('7-ano-nuevo')).toBe(7);
    expect(idFromSlug('7')).toBe(7);
    expect(idFromSlug('abc')).toBeNull();
    expect(idFromSlug('0-x')).toBeNull();
    expect(idFromSlug('7-<script>')).toBeNull();
  });
  it('reads ?news= only as a positive whole number', () => {
    expect(parseNewsParam('12')).toBe(12);
    expect(parseNewsParam('12abc')).toBeNull();
    expect(parseNewsParam('-1')).toBeNull();
    expect(parseNewsParam('1e3')).toBeNull();
    expect(parseNewsParam('')).toBeNull();
    expect(parseNewsParam(null)).toBeNull();
  });
});

describe('images', () => {
  const png = new Uint8Array(readFileSync(path.join(process.cwd(), 'prisma/seed-assets/news/booking.png')));
  it('recognises PNG with its size', () => {
    expect(imageInfo(png)).toEqual({ type: 'image/png', width: 800, height: 450 });
  });
  it('recognises a JPEG by its start-of-frame', () => {
    // SOI, APP0 (length 16), SOF0 with height 300 and width 500.
    const jpeg = new Uint8Array([
      0xff,
      0xd8,
      0xff,
      0xe0,
      0x00,
      0x10,
      ...new Array(14).fill(0),
      0xff,
      0xc0,
      0x00,
      0x11,
      0x08,
      0x01,
      0x2c,
      0x01,
      0xf4,
      0x03,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
    ]);
    expect(imageInfo(jpeg)).toEqual({ type: 'image/jpeg', width: 500, height: 300 });
  });
  it('refuses anything else', () => {
    expect(imageInfo(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeNull();
    expect(imageInfo(new Uint8Array([0x47, 0x49, 0x46, 0x38]))).toBeNull();
  });
  it('puts a content hash in the address', () => {
    expect(newsImagePath(3, imageHash(png), 'image/png')).toMatch(/^\/blog\/imagen\/3\/[A-Za-z0-9_-]{16}\.png$/);
  });
});

describe('news input', () => {
  const ok = { title: 'T', date: '2026-10-02', summary: '<p>c</p>', body: '<p>l</p>' };
  it('sanitises and accepts a valid item', () => {
    const d = newsInputSchema.parse({ ...ok, title: '<b onclick=x>T</b>', link: ' https://a.example/x ' });
    expect(d.title).toBe('<b>T</b>');
    expect(d.link).toBe('https://a.example/x');
    expect(d.image).toBeNull();
  });
  it('refuses empty text, bad dates, unsafe links and non-images', () => {
    expect(newsInputSchema.safeParse({ ...ok, title: '<script>x</script>' }).success).toBe(false);
    expect(newsInputSchema.safeParse({ ...ok, date: '2026-13-01' }).success).toBe(false);
    expect(newsInputSchema.safeParse({ ...ok, link: 'javascript:alert(1)' }).success).toBe(false);
    expect(newsInputSchema.safeParse({ ...ok, image: new TextEncoder().encode('GIF89a') }).success).toBe(false);
  });
});
