// What staff type as the case to merge into: a number, with or without "#", never this case's own.
import { describe, expect, it } from 'vitest';
import { mergeTarget } from './merge-target';

describe('mergeTarget', () => {
  it('takes a case number, with or without "#" and spaces around', () => {
    expect(mergeTarget('123', 7)).toEqual({ id: 123 });
    expect(mergeTarget(' #123 ', 7)).toEqual({ id: 123 });
  });

  it('refuses this case’s own number, however it is written', () => {
    const own = { refusal: '7 es el número de este mismo caso: escribe el del otro caso, el que se queda.' };
    expect(mergeTarget('7', 7)).toEqual(own);
    expect(mergeTarget('#7', 7)).toEqual(own);
    expect(mergeTarget('007', 7)).toEqual(own);
  });

  it('refuses what is not a case number', () => {
    for (const typed of ['', '#', 'abc', '12a', '-3', '1234567890'])
      expect(mergeTarget(typed, 7)).toEqual({ refusal: 'Escribe el número del caso al que se une este.' });
  });
});
