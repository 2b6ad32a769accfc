// The logo's words are readable on every bar the logo sits on: 4.5:1 (WCAG AA for small text; its
// "HOTEL" is 11 px), against the bar's colour as Tailwind's theme defines it.
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Logo } from './logo';
import { navbarVariants } from './navbar-variants';

const theme = readFileSync('node_modules/tailwindcss/theme.css', 'utf8');

/** An sRGB channel triple (0–1) of a Tailwind colour (`slate-900`), read from its theme. */
function themeColour(name: string): [number, number, number] {
  const value = new RegExp(`--color-${name}:\\s*([^;]+);`).exec(theme)?.[1]?.trim();
  if (!value) throw new Error(`sin color ${name}`);
  if (value.startsWith('#')) return hex(value);
  const [l, c, h] = /oklch\(([\d.]+)% ([\d.]+) ([\d.]+)\)/.exec(value)!.slice(1).map(Number) as [
    number,
    number,
    number,
  ];
  // OKLCH → OKLab → linear sRGB → sRGB (Björn Ottosson's matrices).
  const L = l / 100;
  const a = c * Math.cos((h * Math.PI) / 180);
  const b = c * Math.sin((h * Math.PI) / 180);
  const l3 = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m3 = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s3 = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3,
    -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3,
    -0.0041960863 * l3 - 0.7034186147 * m3 + 1.707614701 * s3,
  ];
  const gamma = (x: number) => Math.min(1, Math.max(0, x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055));
  return linear.map(gamma) as [number, number, number];
}

function hex(value: string): [number, number, number] {
  const full = value.length === 4 ? value.replace(/[0-9a-f]/gi, (d) => d + d) : value;
  return [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (x: number) => (x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

function contrast(a: [number, number, number], b: [number, number, number]): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The fill of each word of the logo as drawn for `tone`. */
function wordFills(tone: 'light' | 'dark'): Record<string, string> {
  const svg = renderToStaticMarkup(createElement(Logo, { tone }));
  return Object.fromEntries(
    [...svg.matchAll(/<text[^>]*fill="([^"]+)"[^>]*>([^<]+)<\/text>/g)].map((m) => [m[2], m[1]]),
  );
}

// Where the logo is drawn: each navbar (the transparent one over the page header's slate-900) and the footer.
const places = [
  ...Object.entries(navbarVariants).map(([variant, { bar, tone }]) => ({
    place: `navbar ${variant}`,
    background: /\bbg-([a-z]+-\d+|white)\b/.exec(bar)?.[1] ?? 'slate-900',
    tone,
  })),
  { place: 'footer', background: 'slate-950', tone: 'light' as const },
];

describe('the logo', () => {
  it.each(places)('$place: both words at 4.5:1 or more on $background', ({ background, tone }) => {
    const fills = wordFills(tone);
    expect(Object.keys(fills)).toEqual(['Mille', 'HOTEL']);
    for (const [word, fill] of Object.entries(fills))
      expect(contrast(hex(fill), themeColour(background)), word).toBeGreaterThanOrEqual(4.5);
  });
});
