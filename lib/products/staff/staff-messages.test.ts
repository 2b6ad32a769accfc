// The sentences staff read about a version's files and its release mail, and the new version's date.
import { describe, expect, it } from 'vitest';
import { detectType } from '@/lib/files/detect';
import { fileAddedMessage, kindRefusal } from './file-checks';
import { publishedMessage, sentNoticeLine } from './release-notice';
import { newVersionDay } from './versions';

const bytes = (...b: number[]) => {
  const out = new Uint8Array(4096);
  out.set(b);
  return out;
};

describe('an installer', () => {
  it('is a Windows program, an MSI package or a ZIP, by content; anything else is refused in words', () => {
    const pe = bytes(0x4d, 0x5a);
    pe.set([0x80, 0, 0, 0], 60);
    pe.set([0x50, 0x45, 0, 0], 0x80);
    for (const head of [pe, bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), bytes(0x50, 0x4b, 0x03, 0x04)]) {
      const found = detectType(head);
      expect('type' in found && kindRefusal('installer', found.type)).toBeNull();
    }
    const text = detectType(new TextEncoder().encode('MZ no es un programa'));
    expect(text).toEqual({ type: 'text/plain' });
    expect(kindRefusal('installer', 'text/plain')).toBe(
      'El fichero no es un instalador: su contenido es texto. Sube el .exe o el .msi del programa (o un .zip), o elige otro tipo.',
    );
    expect(kindRefusal('installer', 'application/pdf')).toContain('su contenido es un PDF.');
    // Manuals and notes take whatever the upload took.
    expect(kindRefusal('notes', 'text/plain')).toBeNull();
    expect(kindRefusal('manual', 'application/pdf')).toBeNull();
  });

  it('is named with its size once added, and the name it was kept under when its content differed', () => {
    const sha256 = 'a'.repeat(64);
    expect(fileAddedMessage({ given: 'setup.exe', name: 'setup.exe', size: 1536, type: 'text/plain', sha256 })).toBe(
      `Fichero «setup.exe» añadido (1,5 kB). SHA-256: ${sha256}`,
    );
    expect(fileAddedMessage({ given: 'fake.exe', name: 'fake.exe.txt', size: 12, type: 'text/plain', sha256 })).toBe(
      `Fichero «fake.exe» añadido (12 B). Guardado como fake.exe.txt: su contenido es texto. SHA-256: ${sha256}`,
    );
    // Without the name as given (an older uploader): nothing said of a rename.
    expect(fileAddedMessage({ given: null, name: 'fake.exe.txt', size: 12, type: 'text/plain', sha256 })).toBe(
      `Fichero «fake.exe.txt» añadido (12 B). SHA-256: ${sha256}`,
    );
  });
});

describe('the release mail', () => {
  it('is reported on publishing: to how many of how many hotels, or why nobody', () => {
    expect(publishedMessage({ hotels: 40, contacts: 95, mailed: 95 })).toBe(
      'Versión publicada. Aviso enviado a 95 contactos de 40 hoteles.',
    );
    expect(publishedMessage({ hotels: 1, contacts: 1, mailed: 1 })).toBe(
      'Versión publicada. Aviso enviado a 1 contacto de 1 hotel.',
    );
    expect(publishedMessage({ hotels: 3, contacts: 6, mailed: 4 })).toBe(
      'Versión publicada. Aviso enviado a 4 contactos de 3 hoteles. Otros 2 contactos no quieren avisos de versiones.',
    );
    expect(publishedMessage({ hotels: 0, contacts: 0, mailed: 0 })).toBe(
      'Versión publicada. Nadie tiene el módulo instalado: no se ha enviado ningún aviso.',
    );
    expect(publishedMessage({ hotels: 2, contacts: 0, mailed: 0 })).toBe(
      'Versión publicada. Los 2 hoteles con el módulo no tienen contactos activos: no se ha enviado ningún aviso.',
    );
    expect(publishedMessage({ hotels: 2, contacts: 3, mailed: 0 })).toBe(
      'Versión publicada. Ninguno de los 3 contactos de 2 hoteles con el módulo quiere avisos de versiones: no se ha enviado ningún aviso.',
    );
    expect(publishedMessage({ hotels: 20_000, contacts: 45_000, mailed: 45_000 })).toBe(
      'Versión publicada. Aviso enviado a 45.000 contactos de 20.000 hoteles.',
    );
    expect(publishedMessage(null)).toContain('ya se envió al publicarla por primera vez');
  });

  it('is recalled on the version page: when, and to how many as recorded', () => {
    const at = new Date('2026-11-20T09:05:00Z');
    expect(sentNoticeLine({ at, mailed: 12, hotels: 5 })).toBe(
      'El aviso por correo de esta versión ya se envió el 20 de noviembre de 2026 a las 10:05 a 12 contactos de 5 hoteles, al publicarla por primera vez.',
    );
    expect(sentNoticeLine({ at, mailed: 12, hotels: null })).toBe(
      'El aviso por correo de esta versión ya se envió el 20 de noviembre de 2026 a las 10:05 a 12 contactos, al publicarla por primera vez.',
    );
    expect(sentNoticeLine({ at, mailed: null, hotels: null })).toBe(
      'El aviso por correo de esta versión ya se envió el 20 de noviembre de 2026 a las 10:05, al publicarla por primera vez.',
    );
    expect(sentNoticeLine({ at, mailed: 0, hotels: 0 })).toBe(
      'La versión se publicó por primera vez el 20 de noviembre de 2026 a las 10:05 sin aviso por correo: no había a quién enviarlo.',
    );
  });
});

describe('a new version', () => {
  it("is dated today in Madrid, whatever the server's time zone", () => {
    expect(newVersionDay(new Date('2026-03-31T22:30:00Z'))).toBe('2026-04-01');
    expect(newVersionDay(new Date('2026-12-31T22:59:00Z'))).toBe('2026-12-31');
  });
});
