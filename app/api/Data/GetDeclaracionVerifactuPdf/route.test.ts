import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import pkg from '@/package.json';
import { POST } from './route';

const call = (body: string, headers: Record<string, string> = {}) =>
  POST(new Request('http://localhost:3000/api/Data/GetDeclaracionVerifactuPdf', { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } }));

describe('POST /api/Data/GetDeclaracionVerifactuPdf', () => {
  it('answers {fichero, nombre} with a PDF carrying the contents the regulation asks for', async () => {
    const res = await call('1');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { fichero: string; nombre: string };
    expect(body.nombre).toMatch(/^declaracion-responsable-verifactu-.*\.pdf$/);
    const bytes = Buffer.from(body.fichero, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toMatch(/Declaración responsable/);
    // The text as a reader sees it (pdftotext from poppler, when installed).
    const dir = mkdtempSync(path.join(os.tmpdir(), 'decl-'));
    const file = path.join(dir, body.nombre);
    writeFileSync(file, bytes);
    let text: string;
    try {
      text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    } catch {
      return;
    }
    for (const needle of ['DECLARACIÓN RESPONSABLE', 'Mille Informática, S.L.', 'B00000000', 'Othello PMS', pkg.version, 'Real Decreto 1007/2023', 'Orden HAC/1177/2024', 'VERI*FACTU', 'En Valencia, a ']) {
      expect(text).toContain(needle);
    }
  });

  it('takes the value inside an object too; anything else is a 400', async () => {
    expect((await call('{"id": 1}')).status).toBe(200);
    expect((await call('"hola"')).status).toBe(400);
    expect((await call('{')).status).toBe(400);
  });

  it('refuses a foreign Origin (403) and other content types (415)', async () => {
    expect((await call('1', { origin: 'https://evil.example' })).status).toBe(403);
    expect((await call('1', { 'content-type': 'multipart/form-data; boundary=x' })).status).toBe(415);
  });
});
