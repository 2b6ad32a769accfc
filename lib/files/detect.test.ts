import { describe, expect, it } from 'vitest';
import { detectType, TextCheck } from './detect';
import { contentDisposition, NAME_MAX_CHARS, sanitizeFileName } from './names';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('detectType: the type by content', () => {
  it.each([
    ['image/png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR')],
    ['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')],
    ['image/gif', bytes('GIF89a', [1, 0, 1, 0])],
    ['image/webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ')],
    ['application/pdf', bytes('%PDF-1.7\n')],
    ['application/zip', bytes('PK', [3, 4, 20, 0])],
    ['text/plain', Buffer.from('2026-11-26 07:00:01 ERROR caja: sin conexión\n')],
    ['text/plain', Buffer.from('<134>Nov 26 07:00:01 pms: a syslog line\n')],
    [
      'application/vnd.microsoft.portable-executable',
      bytes('MZ', Array(58).fill(0), [0x80, 0, 0, 0], Array(64).fill(0), 'PE', [0, 0]),
    ],
    ['application/x-ole-storage', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], [0, 0])],
  ])('%s', (type, head) => {
    expect(detectType(head)).toEqual({ type });
  });

  it('sees markup whatever the name would say', () => {
    expect(detectType(Buffer.from('  <!DOCTYPE html><html><script>alert(1)</script>'))).toEqual({ markup: 'html' });
    expect(detectType(Buffer.from('\uFEFF<html>'))).toEqual({ markup: 'html' });
    expect(detectType(Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg">'))).toEqual({
      markup: 'svg',
    });
    expect(detectType(Buffer.from('<svg onload="alert(1)"/>'))).toEqual({ markup: 'svg' });
    expect(detectType(Buffer.from('<?xml version="1.0"?><factura/>'))).toEqual({ markup: 'xml' });
  });

  it('knows nothing of binary content that is none of its kinds', () => {
    expect(detectType(bytes('MZ', [0x90, 0, 3, 0]))).toEqual({ unknown: true });
    expect(detectType(bytes([0xc3, 0x28, 0x41]))).toEqual({ unknown: true });
  });

  it('takes a head cut inside a character as text; the whole is checked as it streams', () => {
    const head = Buffer.from('año', 'utf8').subarray(0, 2);
    expect(detectType(head)).toEqual({ type: 'text/plain' });
    const check = new TextCheck();
    expect(check.push(Buffer.from('añ', 'utf8').subarray(0, 2))).toBe(true);
    expect(check.push(Buffer.from('ño', 'utf8').subarray(1))).toBe(true);
    expect(check.end()).toBe(true);
    const broken = new TextCheck();
    expect(broken.push(Buffer.from('ok'))).toBe(true);
    expect(broken.push(bytes([0x41, 0]))).toBe(false);
  });
});

describe('file names', () => {
  it('keeps the last part of a path, without control or format characters', () => {
    expect(sanitizeFileName('C:\\Users\\recepcion\\Escritorio\\captura.png')).toBe('captura.png');
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('..')).toBe('fichero');
    expect(sanitizeFileName('informe\r\nSet-Cookie: x.pdf')).toBe('informe Set-Cookie_ x.pdf');
    expect(sanitizeFileName('factura\u202Efdp.exe')).toBe('facturafdp.exe');
    expect(sanitizeFileName('  .oculto.txt. ')).toBe('oculto.txt');
    expect(sanitizeFileName('año "2026" <copia>.log')).toBe('año _2026_ _copia_.log');
    expect(sanitizeFileName('')).toBe('fichero');
  });

  it('shortens a long name and keeps its extension', () => {
    const name = sanitizeFileName(`${'á'.repeat(400)}.pdf`);
    expect([...name]).toHaveLength(NAME_MAX_CHARS);
    expect(name.endsWith('á.pdf')).toBe(true);
  });

  it('offers the name on download as RFC 6266 asks', () => {
    expect(contentDisposition('attachment', 'Factura año 2026 (copia).pdf')).toBe(
      `attachment; filename="Factura a_o 2026 (copia).pdf"; filename*=UTF-8''Factura%20a%C3%B1o%202026%20%28copia%29.pdf`,
    );
  });
});
