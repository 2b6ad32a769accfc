'use client';
// The news editor's guard against losing work: it warns before the page is left with changes not
// saved (closing or reloading the tab, or a link of the back office), and, where `autosaveTo` is
// given, saves the form to the server after a few seconds without typing, through the same call
// and the same version check as «Guardar cambios». Rendered inside the form it watches.
import { useEffect, useRef, useState } from 'react';
import { postStaff } from './post';

const IDLE_MS = 3000;
const LEAVE_QUESTION = 'Hay cambios sin guardar en esta noticia. ¿Salir sin guardarlos?';
/** Applied by «Guardar cambios» only: a picture is not sent again at every pause. */
const NOT_AUTOSAVED = ['imagen', 'quitar-imagen'];

/** Fields as they are sent, but the version (which only the server moves) and an empty file box. */
function snapshot(data: FormData): string {
  const fields = [...data.entries()]
    .filter(([name, value]) => name !== 'version' && (typeof value === 'string' || value.size > 0))
    .map(([name, value]) => [name, typeof value === 'string' ? value : `${value.name}:${value.size}`]);
  return JSON.stringify(fields);
}

const clock = new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit' });

export function UnsavedChangesGuard({ version, autosaveTo }: { version: number; autosaveTo?: string }) {
  const marker = useRef<HTMLSpanElement>(null);
  const saved = useRef<string | null>(null);
  const stopped = useRef(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);

  // A version from the server (the page re-rendered after «Guardar cambios»): what the form holds is saved.
  useEffect(() => {
    const form = marker.current?.closest('form');
    if (form) saved.current = snapshot(new FormData(form));
  }, [version]);

  useEffect(() => {
    const form = marker.current?.closest('form');
    if (!form) return;
    const dirty = () => saved.current !== null && snapshot(new FormData(form)) !== saved.current;
    let timer: ReturnType<typeof setTimeout> | undefined;

    async function autosave() {
      if (!autosaveTo || stopped.current || !form || !dirty()) return;
      const body = new FormData(form);
      for (const name of NOT_AUTOSAVED) body.delete(name);
      const sent = snapshot(body);
      const answer = await postStaff(autosaveTo, body);
      if (!answer.ok) {
        // A save by someone else (or a refusal): no more automatic saves, the form keeps the text.
        stopped.current = true;
        setNote({ ok: false, text: answer.message ?? 'No se ha podido guardar automáticamente.' });
        return;
      }
      const next = (answer as { version?: unknown }).version;
      const field = form.elements.namedItem('version');
      if (typeof next === 'number' && field instanceof HTMLInputElement) field.value = String(next);
      // What was sent is saved; anything typed meanwhile, or a picture, is still a change.
      saved.current = sent;
      setNote({ ok: true, text: `Guardado automáticamente a las ${clock.format(new Date())}.` });
    }

    const typed = () => {
      clearTimeout(timer);
      if (autosaveTo) timer = setTimeout(() => void autosave(), IDLE_MS);
    };
    const leaving = (event: BeforeUnloadEvent) => {
      if (!dirty()) return;
      event.preventDefault();
      // Older browsers show the question only when this is set.
      event.returnValue = '';
    };
    // A link inside the back office changes the page without unloading it: asked here, first.
    const following = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link || link.getAttribute('target') === '_blank' || !dirty()) return;
      if (!window.confirm(LEAVE_QUESTION)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    form.addEventListener('input', typed);
    form.addEventListener('change', typed);
    window.addEventListener('beforeunload', leaving);
    document.addEventListener('click', following, true);
    return () => {
      clearTimeout(timer);
      form.removeEventListener('input', typed);
      form.removeEventListener('change', typed);
      window.removeEventListener('beforeunload', leaving);
      document.removeEventListener('click', following, true);
    };
  }, [autosaveTo]);

  return (
    <span ref={marker} className="block text-sm">
      {note && (
        <span role={note.ok ? 'status' : 'alert'} className={note.ok ? 'text-slate-600' : 'text-red-800'}>
          {note.text}
        </span>
      )}
    </span>
  );
}
