'use client';
// The news picture: JPEG, PNG or WebP up to 2 MB; its size in pixels and bytes shown as soon as it
// is chosen. The server checks the type by the file's bytes, whatever the browser says.
import { useState } from 'react';
import { fieldClass } from './post';

const MAX = 2 * 1024 * 1024;

export function ImageField({
  current,
}: {
  current: { src: string; width: number; height: number; kb: number } | null;
}) {
  const [chosen, setChosen] = useState<string>('');
  const [problem, setProblem] = useState('');
  return (
    <div className="space-y-2">
      {current && (
        <figure className="flex items-start gap-3">
          {/* eslint-disable-next-line @next/next/no-img-element -- the stored picture as a data URL, for staff only */}
          <img
            src={current.src}
            alt=""
            width={160}
            height={Math.round((160 * current.height) / current.width)}
            className="rounded border border-slate-200"
          />
          <figcaption className="text-sm text-slate-700">
            Imagen actual: {current.width} × {current.height} px, {current.kb} kB
            <label className="mt-2 flex items-center gap-2">
              <input type="checkbox" name="quitar-imagen" value="1" className="h-4 w-4" /> Quitar la imagen
            </label>
          </figcaption>
        </figure>
      )}
      <label className="block font-medium">
        {current ? 'Cambiar la imagen' : 'Imagen'} (JPEG, PNG o WebP, hasta 2 MB)
        <input
          type="file"
          name="imagen"
          accept="image/jpeg,image/png,image/webp"
          className={fieldClass}
          onChange={(e) => {
            const file = e.target.files?.[0];
            setChosen('');
            setProblem('');
            if (!file) return;
            if (file.size > MAX) {
              setProblem(`Pesa ${Math.round(file.size / 1024)} kB: el máximo es 2 MB.`);
              return;
            }
            const url = URL.createObjectURL(file);
            const img = new Image();
            img.onload = () => {
              setChosen(`${img.naturalWidth} × ${img.naturalHeight} px, ${Math.round(file.size / 1024)} kB`);
              URL.revokeObjectURL(url);
            };
            img.onerror = () => {
              setProblem('No parece una imagen JPEG, PNG o WebP.');
              URL.revokeObjectURL(url);
            };
            img.src = url;
          }}
        />
      </label>
      {chosen && (
        <p className="text-sm text-slate-700" role="status">
          Imagen elegida: {chosen}
        </p>
      )}
      {problem && (
        <p className="text-sm text-red-800" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
