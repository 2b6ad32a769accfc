import { describe, expect, it } from 'vitest';
import { imageInfo } from './image';
import { dateToMadridLocal, madridLocalToDate } from './madrid-time';
import { cleanPastedHtml } from './paste';

describe('WebP pictures', () => {
  const riff = (chunk: string, payload: number[]) => {
    const b = Buffer.alloc(30);
    b.write('RIFF', 0);
    b.writeUInt32LE(22, 4);
    b.write(`WEBP${chunk}`, 8);
    b.writeUInt32LE(10, 16);
    Buffer.from(payload).copy(b, 20);
    return new Uint8Array(b);
  };
  it('reads the size of extended, lossless and lossy WebP', () => {
    expect(imageInfo(riff('VP8X', [0, 0, 0, 0, 0xaf, 0x04, 0x00, 0x75, 0x02, 0x00]))).toEqual({
      type: 'image/webp',
      width: 1200,
      height: 630,
    });
    // VP8L: 14 bits width-1, 14 bits height-1 after the 0x2f signature.
    const bits = (800 - 1) | ((450 - 1) << 14);
    expect(
      imageInfo(riff('VP8L', [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, (bits >>> 24) & 0xff])),
    ).toEqual({ type: 'image/webp', width: 800, height: 450 });
    expect(imageInfo(riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x40, 0x01, 0xf0, 0x00]))).toEqual({
      type: 'image/webp',
      width: 320,
      height: 240,
    });
    expect(imageInfo(riff('ABCD', [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBeNull();
  });
});

describe('Madrid wall-clock time', () => {
  it('turns the editor’s local time into the instant, in winter and in summer', () => {
    expect(madridLocalToDate('2026-12-01T09:30')!.toISOString()).toBe('2026-12-01T08:30:00.000Z');
    expect(madridLocalToDate('2026-07-01T09:30')!.toISOString()).toBe('2026-07-01T07:30:00.000Z');
    // datetime-local sends seconds when its step asks for them.
    expect(madridLocalToDate('2026-12-01T09:30:15')!.toISOString()).toBe('2026-12-01T08:30:15.000Z');
    expect(madridLocalToDate('2026-12-01T09:30:61')).toBeNull();
    expect(dateToMadridLocal(new Date('2026-07-01T07:30:00Z'))).toBe('2026-07-01T09:30');
    expect(madridLocalToDate('mañana')).toBeNull();
  });
});

describe('pasting from Word or Docs', () => {
  it('drops styles, classes, fonts and conditional comments', () => {
    const word =
      '<!--[if gte mso 9]><xml>x</xml><![endif]--><p class="MsoNormal" style="margin:0"><span lang="ES" style=\'font-family:Calibri\'>Hola<o:p></o:p></span></p>';
    expect(cleanPastedHtml(word)).toBe('<p><span>Hola</span></p>');
  });
});
