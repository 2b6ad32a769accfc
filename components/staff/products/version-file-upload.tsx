'use client';
// Uploads a version's file (an installer up to 2 GB) in pieces of 8 MB through the store's resumable
// protocol (/api/gestion/productos/subidas): a piece that fails is sent again from where the server
// says the upload stands, a few times, and an upload cut off by a closed tab resumes when the same
// file is chosen again (its id is kept in this browser). Once whole, the file is added to the
// version with its kind. The server checks the type by content and computes the SHA-256; an
// «Instalador» whose first bytes are no installer is refused here before any byte is sent (and by
// the server when it is added), and the answer names the file, its size and any name it was kept under.
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { buttonClass, fieldClass, postStaff, toSignInExpired } from '@/components/staff/post';
import { detectType, HEAD_BYTES } from '@/lib/files/detect';
import { fileSize } from '@/lib/format/file-size';
import { FILE_KINDS, FILE_KIND_LABELS, type FileKind } from '@/lib/products/fields';
import { kindRefusal } from '@/lib/products/staff/file-checks';

const PIECE = 8 * 1024 * 1024;
const TRIES = 5;
const FINAL = new Set([400, 403, 404, 413, 415, 422]);

interface UploadState {
  id: number;
  recibidos: number;
  tamano: number;
  completo: boolean;
  sha256: string | null;
  message?: string;
}

/** Why `file` cannot be a `kind`, from its first bytes alone (a 1 GB file is not read): null when it may. */
async function refusalOf(file: File, kind: FileKind): Promise<string | null> {
  const found = detectType(new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer()));
  return 'type' in found ? kindRefusal(kind, found.type) : null;
}

const keyOf = (file: File) => `mille-subida:${file.name}:${file.size}:${file.lastModified}`;

async function call(url: string, init?: RequestInit): Promise<UploadState> {
  const res = await fetch(url, { credentials: 'same-origin', ...init });
  if (res.status === 401) {
    toSignInExpired();
    throw new Error('La sesión ha caducado.');
  }
  const body = (await res.json().catch(() => ({}))) as UploadState & { message?: string };
  if (!res.ok) throw Object.assign(new Error(body.message ?? 'No se ha podido subir.'), { status: res.status });
  return body;
}

export function VersionFileUpload({ versionId }: { versionId: number }) {
  const router = useRouter();
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function upload(file: File): Promise<UploadState> {
    const key = keyOf(file);
    let state: UploadState | null = null;
    const kept = window.localStorage.getItem(key);
    if (kept) state = await call(`/api/gestion/productos/subidas/${kept}`).catch(() => null);
    state ??= await call('/api/gestion/productos/subidas', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nombre: file.name, tamano: file.size }),
    });
    window.localStorage.setItem(key, String(state.id));
    let failures = 0;
    while (!state.completo) {
      setProgress({ sent: state.recibidos, total: file.size });
      try {
        state = await call(`/api/gestion/productos/subidas/${state.id}/datos?desde=${state.recibidos}`, {
          method: 'POST',
          headers: { 'content-type': 'application/octet-stream' },
          body: file.slice(state.recibidos, Math.min(file.size, state.recibidos + PIECE)),
        });
        failures = 0;
      } catch (error) {
        const status = (error as { status?: number }).status;
        // A refusal of the file itself (type, size) or of the upload ends it; a cut connection, a
        // timeout (408) or a piece already there (409) goes on from where the upload stands.
        if ((status !== undefined && FINAL.has(status)) || ++failures > TRIES) throw error;
        const before = state.recibidos;
        state = await call(`/api/gestion/productos/subidas/${state.id}`);
        // A slow line whose pieces time out still moves on by whole megabytes: only tries that got nowhere count.
        if (state.recibidos > before) failures = 0;
      }
    }
    window.localStorage.removeItem(key);
    setProgress({ sent: file.size, total: file.size });
    return state;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const file = data.get('fichero');
    if (!(file instanceof File) || file.size === 0) {
      setMessage({ ok: false, text: 'Elige un fichero.' });
      return;
    }
    const kind = String(data.get('tipo')) as FileKind;
    setBusy(true);
    setMessage(null);
    try {
      const refused = await refusalOf(file, kind);
      if (refused) {
        setMessage({ ok: false, text: refused });
        return;
      }
      const done = await upload(file);
      const answer = await postStaff(
        `productos/versiones/${versionId}/ficheros`,
        new URLSearchParams({ subida: String(done.id), tipo: kind, nombre: file.name }),
      );
      if (!answer.ok) setMessage({ ok: false, text: answer.message ?? 'No se ha podido añadir el fichero.' });
      else {
        setMessage({ ok: true, text: answer.message ?? `Fichero añadido. SHA-256: ${done.sha256}` });
        form.reset();
        router.refresh();
      }
    } catch (error) {
      setMessage({ ok: false, text: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-3">
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="block text-sm font-medium">
          Fichero (instalador EXE, MSI o ZIP; manual o notas en PDF o texto; hasta 2 GB)
          <input name="fichero" type="file" required className={fieldClass} />
        </label>
        <label className="block text-sm font-medium">
          Tipo
          <select name="tipo" className={fieldClass} defaultValue="installer">
            {FILE_KINDS.map((k) => (
              <option key={k} value={k}>
                {FILE_KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass} disabled={busy}>
          Subir y añadir
        </button>
        {progress && busy && (
          <p role="status" className="text-sm text-slate-700">
            <progress value={progress.sent} max={progress.total} className="mr-2 align-middle" aria-label="Subida" />
            {fileSize(progress.sent)} de {fileSize(progress.total)}
          </p>
        )}
        {message && (
          <p
            role={message.ok ? 'status' : 'alert'}
            className={`break-all ${message.ok ? 'text-brand-800' : 'text-red-800'}`}
          >
            {message.text}
          </p>
        )}
      </div>
    </form>
  );
}
