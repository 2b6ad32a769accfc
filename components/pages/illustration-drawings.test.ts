import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { illustrationIds, illustrationSvg } from './illustration-drawings';
import { solutions } from '@/lib/content/solutions';

const file = (id: string) => path.join(__dirname, '..', '..', 'public', 'illustrations', `${id}.svg`);

describe('illustration files', () => {
  it.each(illustrationIds)(
    'public/illustrations/%s.svg is what the drawing renders (run `npm run illustrations`)',
    (id) => {
      expect(readFileSync(file(id), 'utf8')).toBe(illustrationSvg(id));
    },
  );

  it('every solution has its drawing', () => {
    for (const s of solutions) expect(illustrationIds).toContain(s.illustration);
  });

  it('files are standalone SVG images of 400 × 300', () => {
    const svg = illustrationSvg('frontdesk');
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 400 300" width="400" height="300">/,
    );
    expect(svg).not.toMatch(/class=|style=/);
  });
});
