// The rich-text editor's links (Tiptap's Link extension, in its StarterKit): not followed on click
// while editing, made as an address is typed, and without `target` or the opener.
//
// No `protocols`: Tiptap registers each one with linkifyjs every time an editor is created, and
// linkify, once it has read any text (another editor on the page, or the same one mounted again),
// can no longer take it and logs "already initialized - will not register custom scheme …". Nothing
// is lost without them: linkify knows `mailto:` links and bare e-mail addresses by itself, and the
// links Tiptap accepts (set with the button, pasted or loaded: its isAllowedUri) include `mailto:`
// and `tel:` already. A `tel` registered there only ever matched "tel://…", which nobody writes.
// The server's sanitiser (lib/news/html.ts) allows the same schemes.
import type { StarterKitOptions } from '@tiptap/starter-kit';

export const LINK_OPTIONS = {
  openOnClick: false,
  autolink: true,
  HTMLAttributes: { rel: 'noopener noreferrer', target: null },
} satisfies StarterKitOptions['link'];
