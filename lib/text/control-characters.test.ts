import { describe, expect, it } from 'vitest';
import { CONTROLS, ORDINARY, ZERO_WIDTH } from '@/lib/testing/text-samples';
import {
  CONTROL_CHARACTER,
  CONTROL_CHARACTER_BUT_TAB,
  escapeControlCharacters,
  isPlainLine,
  stripControlCharacters,
} from './control-characters';

describe('control characters', () => {
  it.each(Object.entries(CONTROLS))('%s is one', (_name, c) => {
    expect(CONTROL_CHARACTER.test(`Ana${c}Gil`)).toBe(true);
    expect(isPlainLine(`Ana${c}Gil`)).toBe(false);
    expect(CONTROL_CHARACTER_BUT_TAB.test(`Ana${c}Gil`)).toBe(c !== '\t');
  });

  it.each(Object.entries(ZERO_WIDTH))('%s is no plain line, wherever it sits', (_name, c) => {
    for (const text of [`Ana${c}Gil`, `${c}Ana`, `Ana${c}`, `ana${c}@mar.es`, `👩${c}`, `${c}💻`])
      expect(isPlainLine(text), JSON.stringify(text)).toBe(false);
    expect(CONTROL_CHARACTER.test(`Ana${c}Gil`)).toBe(false);
  });

  it('keeps the joiner inside an emoji, where it is how the emoji is written', () => {
    for (const emoji of ['👩‍💻', '👩🏽‍💻', '🏳️‍🌈', '❤️‍🔥', '🧑‍🤝‍🧑']) expect(isPlainLine(`Ana ${emoji}`), emoji).toBe(true);
  });

  it.each(ORDINARY)('%s is ordinary text', (text) => {
    expect(CONTROL_CHARACTER.test(text)).toBe(false);
    expect(isPlainLine(text)).toBe(true);
  });

  it('strips them from multi-line text but keeps newlines and tabs', () => {
    expect(stripControlCharacters('Hola\u001b[31m rojo\u0000\nlínea\t2\u202e\u2028 fin\u0085')).toBe(
      'Hola[31m rojo\nlínea\t2 fin',
    );
    for (const text of ORDINARY) expect(stripControlCharacters(text)).toBe(text);
  });

  it('writes them out visibly for a terminal', () => {
    expect(escapeControlCharacters('Ana\u001b[2J\u0000\r\n\u202eGil\u0085\u2028')).toBe(
      'Ana\\x1b[2J\\x00\\x0d\\x0a\\u202eGil\\x85\\u2028',
    );
    expect(escapeControlCharacters('uno\n\tdos\u001b', { keepLines: true })).toBe('uno\n\tdos\\x1b');
    for (const text of ORDINARY) expect(escapeControlCharacters(text)).toBe(text);
  });
});
