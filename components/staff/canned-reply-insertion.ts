// Where a canned reply goes in a case's reply box, so that the agent never loses what they typed:
// an empty box (or one of blank space only) takes the reply; a box with text gets it as a
// paragraph of its own where the caret is, moved to the end of its line so that no line is split
// (at the start of a line it goes before that line), and never over a selection. Pure: the
// picker (canned-reply-picker.tsx) applies it to the textarea.

export interface CannedReplyInsertion {
  /** The part of the box's text that is replaced: empty but for a box of blank space. */
  start: number;
  end: number;
  /** What goes there: the reply, with the line breaks that set it apart from the text around. */
  text: string;
  /** Where the caret goes afterwards: at the end of the reply, to go on writing. */
  caret: number;
}

/** How `reply` goes into a box holding `value`, whose caret (or selection's end) is at `caret`. */
export function cannedReplyInsertion(value: string, caret: number, reply: string): CannedReplyInsertion {
  const words = reply.trim();
  if (value.trim() === '') return { start: 0, end: value.length, text: words, caret: words.length };
  const at = Math.min(Math.max(caret, 0), value.length);
  const lineEnd = value.indexOf('\n', at);
  const atLineStart = at === 0 || value[at - 1] === '\n';
  const point = atLineStart ? at : lineEnd === -1 ? value.length : lineEnd;
  const before = value.slice(0, point);
  const after = value.slice(point);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const tail = after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  return { start: point, end: point, text: `${lead}${words}${tail}`, caret: point + lead.length + words.length };
}
