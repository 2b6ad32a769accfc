import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { company } from '@/lib/content/company';
import { resetEnvForTests } from '@/lib/env';
import { GET, HEAD } from './route';

const saved = { ...process.env };
const PRODUCTION = {
  SESSION_SECRET: 'cVqz6LtHpwQoB/zJiNEnuxOLulQX2GoD8G3LTI4I2UCFwDwwuycTsXwWVzPW+s/L',
  SITE_URL: 'https://www.example.es',
  SMTP_URL: 'smtp://127.0.0.1:2525',
};

function configure(value: string | undefined, appEnv = 'test') {
  process.env = { ...saved, APP_ENV: appEnv, ...(appEnv === 'production' ? PRODUCTION : {}) };
  if (value === undefined) delete process.env.SUPREMO_PATH;
  else process.env.SUPREMO_PATH = value;
  resetEnvForTests();
}

afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
});

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

  it.each([undefined, '/no/existe/supremo.exe', os.tmpdir()])(
    'in production without a file (%s) sends the visitor to the page with the phone and e-mail, never a fake file',
    async (value) => {
      configure(value, 'production');
      for (const res of [await GET(), await HEAD()]) {
        expect(res.status).toBe(303);
        expect(res.headers.get('location')).toBe('/soporte/conectar');
        expect(res.headers.get('content-disposition')).toBeNull();
        expect(await res.text()).toBe('');
      }
    },
  );
});
