// The query compiler's WebAssembly is loaded from Prisma's runtime file without keeping its base64
// text alive, only with the Prisma version it was verified against.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  loaderProblem,
  queryCompilerLoader,
  VERIFIED_PRISMA_CLIENT_VERSION,
  wasmBytesOfBase64Module,
} from './query-compiler-wasm';

const root = path.resolve(__dirname, '..', '..');

/** The `clientVersion` a generated client hands the runtime. */
function generatedVersion(dir: string): string | undefined {
  return /"clientVersion": "([^"]+)"/.exec(
    readFileSync(path.join(root, 'lib', 'generated', dir, 'internal', 'class.ts'), 'utf8'),
  )?.[1];
}

describe('query compiler loader', () => {
  it('is verified against the Prisma version both generated clients are (upgrading Prisma fails here first)', () => {
    expect(generatedVersion('prisma')).toBe(VERIFIED_PRISMA_CLIENT_VERSION);
    expect(generatedVersion('prisma-pg')).toBe(VERIFIED_PRISMA_CLIENT_VERSION);
  });

  it("reads the runtime's base64 modules of both providers into valid WebAssembly", () => {
    for (const provider of ['sqlite', 'postgresql']) {
      const file = path.join(
        root,
        'node_modules',
        '@prisma',
        'client',
        'runtime',
        `query_compiler_fast_bg.${provider}.wasm-base64.mjs`,
      );
      const bytes = wasmBytesOfBase64Module(readFileSync(file));
      expect(bytes && WebAssembly.validate(bytes)).toBe(true);
    }
    expect(wasmBytesOfBase64Module(Buffer.from('export const wasm = "AGFzbQ=="'))).toBeNull();
    expect(wasmBytesOfBase64Module(Buffer.from('const wasm = "AGFzbQ==";\nexport { wasm, other }\n'))).toBeNull();
  });

  it("leaves Prisma's own loader, with a warning, on another version or shape of the generated config", () => {
    const warnings: string[] = [];
    const loader = queryCompilerLoader((m) => warnings.push(m));
    const getQueryCompilerWasmModule = async () =>
      new WebAssembly.Module(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]));
    const other = { clientVersion: '7.99.0', activeProvider: 'sqlite', compilerWasm: { getQueryCompilerWasmModule } };
    expect(loader.configOverride(other)).toBe(other);
    expect(warnings).toEqual([
      `Query compiler loaded by Prisma (its base64 text stays in memory): Prisma client is 7.99.0, verified against ${VERIFIED_PRISMA_CLIENT_VERSION}`,
    ]);
    expect(loaderProblem({ clientVersion: VERIFIED_PRISMA_CLIENT_VERSION, activeProvider: 'sqlite' })).toBe(
      'the generated client has no compilerWasm.getQueryCompilerWasmModule',
    );
    expect(
      loaderProblem({
        clientVersion: VERIFIED_PRISMA_CLIENT_VERSION,
        activeProvider: 'sqlite',
        compilerWasm: { getQueryCompilerWasmModule },
      }),
    ).toBeNull();
  });

  it('answers queries while no base64 text of the compiler is left in the heap', () => {
    // A process of its own (the way the server's code runs, under tsx), whose heap is searched
    // after a query for any string of the compiler's base64 (it starts with "\0asm": "AGFzbQ").
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mille-wasm-'));
    const probe = `
      import v8 from 'node:v8';
      import { migrateSqlite } from '@/lib/db/migrate';
      import { db } from '@/lib/db';
      migrateSqlite(process.env.DATABASE_URL);
      const hotels = await db().hotel.count();
      // Strings of over 1 MB whose text (the snapshot keeps its start) is the compiler's base64.
      const { snapshot, nodes, strings } = JSON.parse(await new Response(v8.getHeapSnapshot()).text());
      const fields = snapshot.meta.node_fields, width = fields.length;
      const [type, name, size] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
      const stringType = snapshot.meta.node_types[type].indexOf('string');
      let base64 = 0;
      for (let i = 0; i < nodes.length; i += width) {
        if (nodes[i + type] === stringType && nodes[i + size] > 1e6 && /^(const wasm = ")?AGFzbQ/.test(strings[nodes[i + name]])) base64++;
      }
      console.log(JSON.stringify({ hotels, base64 }));
      process.exit(0);
    `;
    const run = spawnSync(
      path.join(root, 'node_modules', '.bin', 'tsx'),
      ['--conditions=react-server', '--input-type=module', '-e', probe],
      {
        cwd: root,
        env: {
          ...process.env,
          DATA_DIR: dir,
          DATABASE_URL: `file:${path.join(dir, 'probe.db')}`,
          LOG_LEVEL: 'warn',
          APP_ENV: 'test',
        },
        encoding: 'utf8',
      },
    );
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout.trim().split('\n').at(-1)!)).toEqual({ hotels: 0, base64: 0 });
  }, 60_000);
});
