'use client';
// Downloads the Veri*Factu "declaración responsable" (POST /api/Data/GetDeclaracionVerifactuPdf, body 1).
// While it comes: a downloading indicator. No file: the fixed sentence (lib/contract/tokens.ts), or the server's own text if it sent one.
import { useRef, useState } from 'react';
import { saveBase64File } from '@/components/downloads/save-base64-file';

export interface VerifactuDeclarationText {
  label: string;
  downloading: string;
  error: string;
}

export function VerifactuDeclarationButton({
  text,
  className,
}: {
  text: VerifactuDeclarationText;
  className?: string;
}) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const running = useRef(false);

  async function download() {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setMessage('');
    try {
      const res = await fetch('/api/Data/GetDeclaracionVerifactuPdf', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '1',
      });
      const raw = await res.text();
      let data: unknown = null;
      try {
        data = JSON.parse(raw);
      } catch {
        data = null;
      }
      const file = data as { fichero?: unknown; nombre?: unknown } | null;
      if (res.ok && file && typeof file.fichero === 'string' && file.fichero) {
        saveBase64File(
          file.fichero,
          typeof file.nombre === 'string' && file.nombre ? file.nombre : 'declaracion-responsable.pdf',
        );
      } else if (res.ok && typeof data === 'string' && data.trim()) {
        setMessage(data);
      } else {
        setMessage(text.error);
      }
    } catch {
      setMessage(text.error);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return (
    <div>
      <button
        type="button"
        onClick={download}
        disabled={busy}
        aria-busy={busy}
        className={
          className ??
          'inline-flex items-center gap-2 rounded-full bg-teal-800 px-5 py-3 font-semibold text-white hover:bg-teal-900 disabled:cursor-wait disabled:opacity-70'
        }
      >
        {busy && (
          <span
            aria-hidden="true"
            className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
          />
        )}
        {busy ? text.downloading : text.label}
      </button>
      <p role="status" className={message ? 'mt-2 text-sm font-medium text-red-700' : 'sr-only'}>
        {message}
      </p>
    </div>
  );
}
