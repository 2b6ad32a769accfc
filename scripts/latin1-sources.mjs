#!/usr/bin/env node
// Build step after `next build`: rewrites the server's JavaScript in .next/standalone so that every
// file is Latin-1 text. V8 keeps the source text of every loaded script for as long as the process
// runs, one byte per character when all of them are Latin-1 and two bytes for the WHOLE file
// as soon as one is not: one "…" or "€" in a message, a box-drawing character in a comment, a
// Cyrillic locale of zod. Of the ~39 M characters of server JavaScript in the output, ~15 M were in
// such files (Next.js' page runtime, our route chunks, Prisma's client), and the server's live heap
// after a full collection fell by ~10 MB once they were escaped; under the heap's growing factor of
// 2 (server/heap.ts) that is ~20 MB of peak RSS (docs/PERFORMANCE.md, "Sources in one byte").
//
// Only what an escape cannot change is rewritten: string and regular-expression literals, the text
// of untagged template literals, and comments. A tagged template's text reaches its tag raw, so an
// escape there would change what the tag reads; identifiers and whitespace are left as well. A
// file with such characters left stays two-byte, and the build line names it.
// Bundlers offer the same (esbuild's `charset: 'ascii'`) only by printing the whole file anew;
// this keeps every file as Next.js wrote it, line for line, but for the escaped characters.
import { parse } from 'acorn';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const standalone = path.join(root, '.next', 'standalone');

const BEYOND_LATIN1 = /[^\x00-\xff]/u;
const BEYOND_LATIN1_ALL = /[^\x00-\xff]/gu;
// With the backslashes before it: `"\€"` (an identity escape) must become `"\u20ac"`, not `"\\u20ac"`.
const BEYOND_LATIN1_ESCAPED = /(\\*)([^\x00-\xff])/gu;

const hex4 = (unit) => `\\u${unit.toString(16).padStart(4, '0')}`;

/** One character as escapes of its UTF-16 code units (what a literal, a regex or a comment reads alike). */
function escapeChar(char) {
  let out = '';
  for (let i = 0; i < char.length; i++) out += hex4(char.charCodeAt(i));
  return out;
}

function parseAny(code) {
  const options = {
    ecmaVersion: 'latest',
    allowHashBang: true,
    allowReturnOutsideFunction: true,
    allowAwaitOutsideFunction: true,
    allowImportExportEverywhere: true,
    ranges: false,
  };
  const comments = [];
  try {
    return { ast: parse(code, { ...options, sourceType: 'module', onComment: comments }), comments };
  } catch {
    comments.length = 0;
    // Sloppy-mode CommonJS (a `with`, an octal escape) parses as a script only.
    return { ast: parse(code, { ...options, sourceType: 'script', onComment: comments }), comments };
  }
}

/** The [start, end) ranges of a program where an escape reads as the character it replaces. */
function escapableRanges(code) {
  const { ast, comments } = parseAny(code);
  const ranges = comments.map((c) => [c.start, c.end]);
  const tagged = new Set();
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'TaggedTemplateExpression') tagged.add(node.quasi);
    if (node.type === 'Literal' && (typeof node.value === 'string' || node.regex)) ranges.push([node.start, node.end]);
    if (node.type === 'TemplateLiteral' && !tagged.has(node))
      for (const q of node.quasis) ranges.push([q.start, q.end]);
    for (const key of Object.keys(node)) {
      const value = node[key];
      if (Array.isArray(value)) for (const child of value) visit(child);
      else if (value && typeof value === 'object' && typeof value.type === 'string') visit(value);
    }
  };
  visit(ast);
  return ranges.sort((a, b) => a[0] - b[0]);
}

/**
 * The source with every character beyond Latin-1 escaped where that cannot change what the
 * program reads; `left` counts the characters that had to stay (a file with any stays two-byte).
 * Throws when the file does not parse: the caller leaves such a file as it is.
 */
export function latin1Source(code) {
  if (!BEYOND_LATIN1.test(code)) return { code, escaped: 0, left: 0 };
  const ranges = escapableRanges(code);
  let out = '';
  let last = 0;
  let escaped = 0;
  for (const [start, end] of ranges) {
    if (start < last) continue; // a comment inside a range already taken (none in valid code)
    out += code.slice(last, start);
    out += code.slice(start, end).replace(BEYOND_LATIN1_ESCAPED, (_, backslashes, char) => {
      escaped++;
      return backslashes.slice(backslashes.length % 2) + escapeChar(char);
    });
    last = end;
  }
  out += code.slice(last);
  const left = out.match(BEYOND_LATIN1_ALL)?.length ?? 0;
  return { code: out, escaped, left };
}

function* javascriptFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* javascriptFiles(full);
    // Files only: a link could lead out of the output (Turbopack links its external packages).
    else if (entry.isFile() && /\.(c|m)?js$/.test(entry.name) && statSync(full).size > 0) yield full;
  }
}

/**
 * Rewrites the server's JavaScript of a standalone output (with `write: false`, only counts what it
 * would do); answers what it did and what it left.
 */
export function latin1Standalone(dir, { write = true } = {}) {
  const result = { files: 0, rewritten: 0, escaped: 0, twoByte: [], unparsed: [] };
  for (const top of ['.next/server', 'node_modules']) {
    if (!existsSync(path.join(dir, top))) continue;
    for (const file of javascriptFiles(path.join(dir, top))) {
      result.files++;
      const code = readFileSync(file, 'utf8');
      if (!BEYOND_LATIN1.test(code)) continue;
      const name = path.relative(dir, file);
      let latin1;
      try {
        latin1 = latin1Source(code);
      } catch {
        result.unparsed.push(name);
        continue;
      }
      if (latin1.escaped > 0) {
        if (write) writeFileSync(file, latin1.code);
        result.rewritten++;
        result.escaped += latin1.escaped;
      }
      if (latin1.left > 0) result.twoByte.push(name);
    }
  }
  return result;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!existsSync(path.join(standalone, 'server.js'))) {
    console.error('Falta .next/standalone: ejecuta `next build` antes.');
    process.exit(1);
  }
  const r = latin1Standalone(standalone);
  const kept = [...r.twoByte, ...r.unparsed.map((f) => `${f} (not parsed)`)];
  console.log(
    `server sources in Latin-1: ${r.escaped} characters escaped in ${r.rewritten} of ${r.files} files` +
      (kept.length ? `; left two-byte: ${kept.join(', ')}` : ''),
  );
}
