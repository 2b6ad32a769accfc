'use client';
// 'Leer más' / 'Leer menos' for one news item. The full text is in the HTML from the start (hidden
// until asked for). An old `/blog?news=ID` link opens the item's own page (next.config.ts).
import { useState, type ReactNode } from 'react';

interface Props {
  /** The id of the article element (the full text's id is made from it). */
  anchorId: string;
  more: string;
  less: string;
  children: ReactNode;
}

export function NewsExpander({ anchorId, more, less, children }: Props) {
  const [open, setOpen] = useState(false);
  const bodyId = `${anchorId}-completa`;

  return (
    <>
      <div id={bodyId} hidden={!open} className="mt-4">
        {children}
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((o) => !o)}
        className="mt-4 inline-flex items-center gap-1 rounded-full border border-teal-700 px-4 py-1.5 text-sm font-semibold text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
      >
        {open ? less : more}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`}
          fill="currentColor"
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
    </>
  );
}
