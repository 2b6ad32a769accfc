'use client';
// The modules of many hotels from a CSV: "Vista previa" sends the file and shows every row with its
// problems, nothing written; "Importar" sends it again to be written, all rows in one transaction,
// and only when no row has a problem (the server checks again: the preview is never trusted).
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { buttonClass, fieldClass, secondaryButtonClass, toSignInExpired } from '@/components/staff/post';
import { ListTable } from '@/components/staff/list-table';
import type { ModulesImport } from '@/lib/products/staff/modules';

type Result = ModulesImport & { ok?: boolean; message?: string };

const SHOWN_ROWS = 200;
const cell = 'px-4 py-2 align-top';

export function ModulesImport() {
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(write: boolean) {
    if (!file) return;
    setBusy(true);
    const res = await fetch(`/api/gestion/productos/importar${write ? '?confirmar=1' : ''}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'text/csv' },
      body: file,
    });
    setBusy(false);
    if (res.status === 401) return toSignInExpired();
    const body = (await res.json().catch(() => null)) as Result | null;
    if (!res.ok || !body) {
      setResult({ problem: body?.message ?? 'No se ha podido leer el fichero.', rows: [], errors: 1, imported: 0 });
      return;
    }
    setResult(body);
    if (write && body.imported > 0) router.refresh();
  }

  const wrong = result?.rows.filter((r) => r.problems.length > 0) ?? [];
  const shown = (wrong.length > 0 ? wrong : (result?.rows ?? [])).slice(0, SHOWN_ROWS);
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        Una fila por hotel y módulo, con la cabecera{' '}
        <code className="break-all">hotel;producto;version_licenciada;version_instalada;fin_licencia</code>: el número
        del hotel, el producto por su nombre o su dirección (othello, terminal-punto-de-venta…), las versiones por su
        número y el fin de licencia como AAAA-MM-DD (vacío: sin fin). Se importa todo o nada.
      </p>
      <label className="block text-sm font-medium">
        Fichero CSV (hasta 5 MB)
        <input
          type="file"
          accept=".csv,text/csv"
          className={fieldClass}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setResult(null);
          }}
        />
      </label>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={secondaryButtonClass} disabled={!file || busy} onClick={() => send(false)}>
          Vista previa
        </button>
        <button
          type="button"
          className={buttonClass}
          disabled={!file || busy || !result || result.errors > 0 || result.imported > 0}
          onClick={() => send(true)}
        >
          Importar
        </button>
      </div>
      {result && (
        <div role="status">
          {result.problem ? (
            <p className="text-red-800">{result.problem}</p>
          ) : result.imported > 0 ? (
            <p className="text-brand-800">Importadas {result.imported} filas.</p>
          ) : result.errors > 0 ? (
            <p className="text-red-800">
              {result.errors} {result.errors === 1 ? 'fila tiene' : 'filas tienen'} problemas: no se importa nada hasta
              corregirlas.
            </p>
          ) : (
            <p className="text-brand-800">{result.rows.length} filas correctas. Pulsa Importar para guardarlas.</p>
          )}
        </div>
      )}
      {result && shown.length > 0 && (
        <ListTable
          caption="Vista previa de la importación"
          columns={['Línea', 'Hotel', 'Producto', 'Licenciada', 'Instalada', 'Fin', 'Problemas']}
          empty={false}
        >
          {shown.map((r) => (
            <tr key={r.line} className="border-t border-slate-100">
              <td className={cell}>{r.line}</td>
              <td className={cell}>{r.hotelName ?? r.hotel}</td>
              <td className={cell}>{r.product}</td>
              <td className={cell}>{r.licensed}</td>
              <td className={cell}>{r.installed}</td>
              <td className={cell}>{r.end}</td>
              <td className={`${cell} text-red-800`}>{r.problems.join(' ')}</td>
            </tr>
          ))}
        </ListTable>
      )}
    </div>
  );
}
