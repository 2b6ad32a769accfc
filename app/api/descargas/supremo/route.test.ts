import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { company } from '@/lib/content/company';
import { resetEnvForTests } from '@/lib/env';
import { GET, HEAD } from './route';

function configure(value: string | undefined, appEnv = 'test') {
  if (value === undefined) delete process.env.SUPREMO_PATH;
  else process.env.SUPREMO_PATH = value;
  process.env.APP_ENV = appEnv;
  resetEnvForTests();
}

afterEach(() => configure(undefined));

describe('GET /api/descargas/supremo', () => {
  it('serves the configured file as supremo.exe with download headers', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'supremo-'));
    const file = path.join(dir, 'Supremo-4.10.exe');
    const bytes = Buffer.from('MZ\x90\x00 binario de prueba');
    writeFileSync(file, bytes);
    configure(file);
    const res = await GET();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="supremo.exe"');
    expect(res.headers.get('content-type')).toBe('application/vnd.microsoft.portable-executable');
    expect(res.headers.get('content-length')).toBe(String(bytes.length));
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    const head = await HEAD();
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('in demo mode without a file downloads a harmless text stand-in as supremo.exe', async () => {
    configure(undefined, 'demo');
    const res = await GET();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="supremo.exe"');
    const text = Buffer.from(await res.arrayBuffer()).toString('utf8');
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(text).toContain('sustituto de demostración');
    expect(text).toContain(company.phones.emergency.label);
    expect(text.startsWith('MZ')).toBe(false);
  });

  it.each([undefined, '/no/existe/supremo.exe', os.tmpdir()])('without a file (%s) explains in Spanish with the support phone, never a fake file', async (value) => {
    configure(value);
    const res = await GET();
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-disposition')).toBeNull();
    const html = await res.text();
    expect(html).toContain('no está disponible');
    expect(html).toContain(company.phones.emergency.label);
  });
});
