// The rich-text editor's rarer inline marks, which the sanitiser (lib/news/html.ts) allows in a news
// item: subscript, superscript, small print and abbreviations (with their title). Not Tiptap's own:
// @tiptap/extension-subscript and -superscript have no release at our Tiptap version (3.34.0; its
// peers are pinned to the exact version), and there is none for <small> or <abbr>. Subscript and
// superscript may nest (x<sup>a<sub>i</sub></sup>); the toolbar's buttons take one off as they put
// the other on.
import { Mark } from '@tiptap/core';

function tagMark(name: string, tag: string) {
  return Mark.create({
    name,
    parseHTML: () => [{ tag }],
    renderHTML: ({ HTMLAttributes }) => [tag, HTMLAttributes, 0],
  });
}

// Superscript first: marks nest in the schema's order, so x<sup>a<sub>i</sub></sup> is written back
// as it was.
export const Superscript = tagMark('superscript', 'sup');
export const Subscript = tagMark('subscript', 'sub');
export const Small = tagMark('small', 'small');

export const Abbreviation = Mark.create({
  name: 'abbreviation',
  // Read from the element's `title` (Tiptap's default), written only when there is one.
  addAttributes: () => ({ title: { default: null } }),
  parseHTML: () => [{ tag: 'abbr' }],
  renderHTML: ({ HTMLAttributes }) => ['abbr', HTMLAttributes, 0],
});

export const MARK_EXTENSIONS = [Superscript, Subscript, Small, Abbreviation];
