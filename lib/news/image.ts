// News images: PNG, JPEG or WebP only, recognised by their bytes (never by a file name), with their size.
import { createHash } from 'node:crypto';

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp';

export interface ImageInfo {
  type: ImageType;
  width: number;
  height: number;
}

/** Largest image staff may attach (it also travels as base64 in GetNoticias). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

function pngInfo(b: Uint8Array): ImageInfo | null {
  const sig = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (b.length < 24 || !sig.every((v, i) => b[i] === v)) return null;
  // IHDR is the first chunk: width and height as big-endian 32-bit numbers.
  if (String.fromCharCode(b[12]!, b[13]!, b[14]!, b[15]!) !== 'IHDR') return null;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  return { type: 'image/png', width: view.getUint32(16), height: view.getUint32(20) };
}

function jpegInfo(b: Uint8Array): ImageInfo | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    const length = (b[i + 2]! << 8) | b[i + 3]!;
    // Start-of-frame markers (not DHT C4, JPG C8, DAC CC) carry the picture's size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { type: 'image/jpeg', height: (b[i + 5]! << 8) | b[i + 6]!, width: (b[i + 7]! << 8) | b[i + 8]! };
    }
    i += 2 + length;
  }
  return null;
}

function webpInfo(b: Uint8Array): ImageInfo | null {
  const tag = (at: number) => String.fromCharCode(b[at]!, b[at + 1]!, b[at + 2]!, b[at + 3]!);
  if (b.length < 30 || tag(0) !== 'RIFF' || tag(8) !== 'WEBP') return null;
  const chunk = tag(12);
  const le24 = (at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
  if (chunk === 'VP8X') return { type: 'image/webp', width: le24(24) + 1, height: le24(27) + 1 };
  if (chunk === 'VP8L' && b[20] === 0x2f) {
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return { type: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  // Lossy: a key frame's start code, then 14-bit width and height.
  if (chunk === 'VP8 ' && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a) {
    return { type: 'image/webp', width: (b[26]! | (b[27]! << 8)) & 0x3fff, height: (b[28]! | (b[29]! << 8)) & 0x3fff };
  }
  return null;
}

/** Type and size of a PNG, JPEG or WebP, or null for anything else. */
export function imageInfo(bytes: Uint8Array): ImageInfo | null {
  const info = pngInfo(bytes) ?? jpegInfo(bytes) ?? webpInfo(bytes);
  if (!info || info.width < 1 || info.height < 1 || info.width > 10000 || info.height > 10000) return null;
  return info;
}

/** A short content hash: part of the image URL, so the URL can be cached forever. */
export function imageHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('base64url').slice(0, 16);
}

export function imageExtension(type: string): 'png' | 'jpg' | 'webp' {
  return type === 'image/jpeg' ? 'jpg' : type === 'image/webp' ? 'webp' : 'png';
}

/** The MIME type of a stored picture (PNG when unknown: the oldest items are PNG). */
export function imageMime(type: string): ImageType {
  return type === 'image/jpeg' || type === 'image/webp' ? type : 'image/png';
}

/** The public address of a news image. */
export function newsImagePath(id: number, hash: string, type: string): string {
  return `/blog/imagen/${id}/${hash}.${imageExtension(type)}`;
}
