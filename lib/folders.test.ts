// lib/ has no circles between its folders: dependencies point one way, so a folder can be read,
// tested and moved with what it stands on. A folder is a node, except each domain's back-office
// side (`lib/<domain>/staff/`), its own node above both the domain and lib/staff. Imports of types
// count too: a type that must come from above is a sign the code is in the wrong folder.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname);
const SKIP = new Set(['generated', 'testing']);

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (!SKIP.has(name)) sources(full, out);
    } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(full);
  }
  return out;
}

/** The node a file of lib/ belongs to; null for files at lib/'s top (lib/env.ts, lib/log.ts…). */
function nodeOf(file: string): string | null {
  const parts = path.relative(root, file).split(path.sep);
  if (parts.length === 1) return null;
  return parts[1] === 'staff' && parts.length > 2 ? `${parts[0]}/staff` : parts[0]!;
}

function graph(): Map<string, Map<string, string>> {
  const edges = new Map<string, Map<string, string>>();
  for (const file of sources(root)) {
    const from = nodeOf(file);
    if (!from) continue;
    for (const m of readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s+(?:type\s+)?[^'"]*from\s+'([^']+)'/gm)) {
      const spec = m[1]!;
      const target = spec.startsWith('@/lib/')
        ? path.join(root, spec.slice('@/lib/'.length))
        : spec.startsWith('.')
          ? path.resolve(path.dirname(file), spec)
          : null;
      const to = target && path.relative(root, target).startsWith('..') ? null : target && nodeOf(`${target}.ts`);
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      edges.get(from)!.set(to, path.relative(root, file));
    }
  }
  return edges;
}

/** Every circle, as its nodes in order (Tarjan's strongly connected components of two or more). */
function circles(edges: Map<string, Map<string, string>>): string[][] {
  let index = 0;
  const stack: string[] = [];
  const seen = new Map<string, { index: number; low: number; onStack: boolean }>();
  const found: string[][] = [];
  const visit = (v: string) => {
    const state = { index, low: index, onStack: true };
    index++;
    seen.set(v, state);
    stack.push(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      const ws = seen.get(w);
      if (!ws) {
        visit(w);
        state.low = Math.min(state.low, seen.get(w)!.low);
      } else if (ws.onStack) state.low = Math.min(state.low, ws.index);
    }
    if (state.low === state.index) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        seen.get(w)!.onStack = false;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of edges.keys()) if (!seen.has(v)) visit(v);
  return found;
}

describe('the folders of lib/', () => {
  it('import one another in one direction only', () => {
    const edges = graph();
    const described = circles(edges).map((nodes) =>
      nodes
        .flatMap((a) => nodes.filter((b) => edges.get(a)?.has(b)).map((b) => `${a} → ${b} (${edges.get(a)!.get(b)})`))
        .join('; '),
    );
    expect(described).toEqual([]);
  });

  it('finds a circle when there is one', () => {
    const edges = new Map([
      ['a', new Map([['b', 'a/x.ts']])],
      ['b', new Map([['c', 'b/y.ts']])],
      ['c', new Map([['a', 'c/z.ts']])],
    ]);
    expect(circles(edges)).toEqual([['a', 'b', 'c']]);
  });
});
