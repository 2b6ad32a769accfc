'use client';
// Picks a canned reply (/gestion/soporte/respuestas) to fill the reply box of a case's page, where
// it is edited before sending: the box's text is replaced by the reply's, nothing is sent.
import { fieldClass } from './post';

export function CannedReplyPicker({
  replies,
  target,
}: {
  replies: { id: number; title: string; text: string }[];
  /** The id of the textarea it fills */
  target: string;
}) {
  if (replies.length === 0) return null;
  return (
    <label className="block font-medium">
      Respuesta predefinida
      <select
        defaultValue=""
        className={fieldClass}
        onChange={(e) => {
          const reply = replies.find((r) => String(r.id) === e.target.value);
          const box = document.getElementById(target);
          if (reply && box instanceof HTMLTextAreaElement) {
            box.value = reply.text;
            box.focus();
          }
        }}
      >
        <option value="">Elegir una para empezar…</option>
        {replies.map((r) => (
          <option key={r.id} value={r.id}>
            {r.title}
          </option>
        ))}
      </select>
    </label>
  );
}
