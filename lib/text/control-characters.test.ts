import { describe, expect, it } from 'vitest';
import { CONTROLS, ORDINARY } from '@/lib/testing/text-samples';
import { CONTROL_CHARACTER, escapeControlCharacters, stripControlCharacters, WITHOUT_CONTROL_CHARACTERS } from './control-characters';

describe('control characters', () => {
  it.each(Object.entries(CONTROLS))('%s is one', (_name, c) => {
    expect(CONTROL_CHARACTER.test(`Ana${c}Gil`)).toBe(true);
    expect(WITHOUT_CONTROL_CHARACTERS.test(`Ana${c}Gil`)).toBe(false);
  });

  it.each(ORDINARY)('%s is ordinary text', (text) => {
    expect(CONTROL_CHARACTER.test(text)).toBe(false);
    expect(WITHOUT_CONTROL_CHARACTERS.test(text)).toBe(true);
  });

  it('strips them from multi-line text but keeps newlines and tabs', () => {
    expect(stripControlCharacters('Hola\u001b[31m rojo\u0000\nlínea\t2\u202e\u2028 fin\u0085')).toBe('Hola[31m rojo\nlínea\t2 fin');
    for (const text of ORDINARY) expect(stripControlCharacters(text)).toBe(text);
  });

  it('writes them out visibly for a terminal', () => {
    expect(escapeControlCharacters('Ana\u001b[2J\u0000\r\n\u202eGil\u0085\u2028')).toBe('Ana\\x1b[2J\\x00\\x0d\\x0a\\u202eGil\\x85\\u2028');
    expect(escapeControlCharacters('uno\n\tdos\u001b', { keepLines: true })).toBe('uno\n\tdos\\x1b');
    for (const text of ORDINARY) expect(escapeControlCharacters(text)).toBe(text);
  });
});
