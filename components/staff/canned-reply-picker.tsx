'use client';
// Picks a canned reply (/gestion/soporte/respuestas) to put in the reply box of a case's page, where
// it is edited before sending; nothing is sent. The reply is added to what the agent typed, never
// put in its place (canned-reply-insertion.ts), and Ctrl+Z takes it out again.
// Inserted by a button, not on the select's change: arrowing through a closed select changes it
// option by option (Windows), and each change would add a reply and take the focus away.
import { useId, useRef, useState } from 'react';
import { cannedReplyInsertion } from './canned-reply-insertion';
import { fieldClass, secondaryButtonClass } from './post';

export function CannedReplyPicker({
  replies,
  target,
}: {
  replies: { id: number; title: string; text: string }[];
  /** The id of the textarea it writes in */
  target: string;
}) {
  const [chosen, setChosen] = useState('');
  const select = useRef<HTMLSelectElement>(null);
  const hint = useId();
  if (replies.length === 0) return null;

  function insert() {
    const reply = replies.find((r) => String(r.id) === chosen);
    const box = document.getElementById(target);
    if (!reply || !(box instanceof HTMLTextAreaElement)) {
      select.current?.focus();
      return;
    }
    // The caret the agent left in the box (a textarea keeps it while the focus is elsewhere).
    const at = cannedReplyInsertion(box.value, box.selectionEnd, reply.text);
    box.focus();
    box.setSelectionRange(at.start, at.end);
    // As typed text, so that the browser's undo takes it out; setRangeText where insertText is missing.
    if (!document.execCommand('insertText', false, at.text)) box.setRangeText(at.text, at.start, at.end);
    box.setSelectionRange(at.caret, at.caret);
  }

  return (
    <div>
      <div className="flex flex-wrap items-end gap-2">
        {/* A 16rem basis: on a phone the select takes the whole row and the button goes under it. */}
        <label className="block min-w-0 flex-[1_1_16rem] font-medium">
          Respuesta predefinida
          <select
            ref={select}
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
            aria-describedby={hint}
            className={fieldClass}
          >
            <option value="">Elegir una…</option>
            {replies.map((r) => (
              <option key={r.id} value={r.id}>
                {r.title}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={insert} aria-describedby={hint} className={secondaryButtonClass}>
          Insertar en la respuesta
        </button>
      </div>
      <p id={hint} className="mt-1 text-sm text-slate-600">
        Se añade a «Respuesta» como párrafo aparte, donde esté el cursor: lo que ya hayas escrito se conserva.
      </p>
    </div>
  );
}
