// A canned reply never takes the place of what the agent typed in the reply box: an empty box takes
// it, otherwise it goes in as a paragraph of its own where the caret is.
import { describe, expect, it } from 'vitest';
import { cannedReplyInsertion } from './canned-reply-insertion';

/** The box's text after the insertion, with the caret shown as `|`. */
function after(value: string, caret: number, reply: string): string {
  const at = cannedReplyInsertion(value, caret, reply);
  const text = value.slice(0, at.start) + at.text + value.slice(at.end);
  return `${text.slice(0, at.caret)}|${text.slice(at.caret)}`;
}

describe('cannedReplyInsertion', () => {
  it('fills an empty box, or one of blank space only, with the caret at the end', () => {
    expect(after('', 0, 'Gracias por avisarnos.')).toBe('Gracias por avisarnos.|');
    expect(after(' \n ', 1, '\nGracias por avisarnos.\n')).toBe('Gracias por avisarnos.|');
  });

  it('adds it after a blank line when the caret is at the end of the text, keeping the text', () => {
    expect(after('Hola Marta,', 11, 'Gracias por avisarnos.')).toBe('Hola Marta,\n\nGracias por avisarnos.|');
    expect(after('Hola Marta,\n', 12, 'Gracias.')).toBe('Hola Marta,\n\nGracias.|');
    expect(after('Hola Marta,\n\n', 13, 'Gracias.')).toBe('Hola Marta,\n\nGracias.|');
  });

  it('never splits a line: a caret inside one puts the reply after that line', () => {
    expect(after('Hola Marta,\nUn saludo', 3, 'Gracias.')).toBe('Hola Marta,\n\nGracias.|\n\nUn saludo');
  });

  it('a caret at the start of a line puts the reply before that line', () => {
    expect(after('Hola Marta,\n\nUn saludo', 13, 'Gracias.')).toBe('Hola Marta,\n\nGracias.|\n\nUn saludo');
    expect(after('Un saludo', 0, 'Gracias.')).toBe('Gracias.|\n\nUn saludo');
  });

  it('keeps a selection: the reply goes after its line, nothing is replaced', () => {
    const value = 'Hola Marta,\nrevisamos la impresora.';
    const at = cannedReplyInsertion(value, 20, 'Gracias.');
    expect([at.start, at.end]).toEqual([value.length, value.length]);
    expect(after(value, 20, 'Gracias.')).toBe(`${value}\n\nGracias.|`);
  });

  it('takes a caret out of range as the nearest end of the text', () => {
    expect(after('Hola', 99, 'Gracias.')).toBe('Hola\n\nGracias.|');
    expect(after('Hola', -1, 'Gracias.')).toBe('Gracias.|\n\nHola');
  });
});
