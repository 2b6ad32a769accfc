// A file's size reads the same on every page: whole bytes, then kB, MB and GB with one decimal at most.
import { describe, expect, it } from 'vitest';
import { fileSize } from './file-size';

describe('fileSize', () => {
  it('writes small files in whole bytes', () => {
    expect(fileSize(0)).toBe('0 B');
    expect(fileSize(13)).toBe('13 B');
    expect(fileSize(1023)).toBe('1023 B');
  });

  it('writes kB, MB and GB with a Spanish decimal comma and one decimal at most', () => {
    expect(fileSize(1024)).toBe('1 kB');
    expect(fileSize(1229)).toBe('1,2 kB');
    expect(fileSize(830 * 1024)).toBe('830 kB');
    expect(fileSize(Math.round(2.4 * 1024 * 1024))).toBe('2,4 MB');
    expect(fileSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(fileSize(3 * 1024 ** 3)).toBe('3 GB');
  });

  it('moves to the next unit when the rounded value reaches 1024', () => {
    expect(fileSize(1024 * 1024 - 1)).toBe('1 MB');
    expect(fileSize(1024 * 1024 - 50)).toBe('1 MB');
    expect(fileSize(1024 * 1024 - 60)).toBe('1023,9 kB');
    expect(fileSize(1023 * 1024)).toBe('1023 kB');
  });
});
