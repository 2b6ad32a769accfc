'use client';
// Recovery codes, shown once: the list, and buttons to copy them or download them as a text file.
// One component for the customers' Seguridad and the back office's sign-in and Mi seguridad; each
// passes its own button style and the name of the area the codes open.
import { useState, type ReactNode } from 'react';

export function RecoveryCodeList({
  codes,
  area,
  buttonClass,
  children,
}: {
  codes: string[];
  /** Where the codes let one in, for the file's first line: "del área de clientes", "de la gestión". */
  area: string;
  buttonClass: string;
  /** The way on, after the two buttons (same row). */
  children?: ReactNode;
}) {
  const [copied, setCopied] = useState(false);
  const text = `Códigos de recuperación ${area} (cada uno sirve una vez)\n\n${codes.join('\n')}\n`;
  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'codigos-de-recuperacion.txt';
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return (
    <>
      <ol aria-label="Códigos de recuperación" className="mt-3 grid max-w-md grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((c) => (
          <li key={c} className="rounded border border-slate-200 bg-slate-50 px-2 py-1 text-center">
            {c}
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass}
          onClick={() =>
            navigator.clipboard.writeText(text).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? 'Copiados' : 'Copiar'}
        </button>
        <button type="button" className={buttonClass} onClick={download}>
          Descargar (.txt)
        </button>
        {children}
      </div>
    </>
  );
}
