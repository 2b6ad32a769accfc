'use client';
// The hotel picker of the back office: a box where staff type the start of a hotel's NIF/CIF or of
// any word of its name, legal name or city, and choose from the first 20 that match (GET
// /api/gestion/hoteles/buscar), with the keyboard (arrows, Enter, Escape) or the mouse, instead of
// a select of every hotel (2,000 at a vendor's size: 400 kB in every page). The chosen hotel's id
// goes in a hidden field named `name`; the box itself is named `textName`, so without scripts what
// was typed (a NIF/CIF) is sent instead.
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useEffect, useState } from 'react';
import { fieldClass } from './post';

export interface PickedHotel {
  id: number;
  name: string;
  taxId: string;
}

const shown = (h: PickedHotel | null) => (h ? `${h.name} (${h.taxId})` : '');

export function HotelPicker({
  name,
  textName,
  label,
  initial = null,
  onPick,
  required = false,
  className = 'block text-sm font-medium',
  search = '/api/gestion/hoteles/buscar',
}: {
  name: string;
  textName?: string;
  label: string;
  initial?: PickedHotel | null;
  onPick?: (hotel: PickedHotel) => void;
  required?: boolean;
  /** The label's classes, as the form's other labels have them. */
  className?: string;
  /** The call that answers the choices: a section's own when its roles are not the invoices' (the same answer) */
  search?: string;
}) {
  const [picked, setPicked] = useState<PickedHotel | null>(initial);
  const [query, setQuery] = useState('');
  const [choices, setChoices] = useState<PickedHotel[]>([]);
  const [failed, setFailed] = useState(false);
  const [answered, setAnswered] = useState<string | null>(null);

  useEffect(() => {
    const ask = new AbortController();
    // A short pause after the last key, so typing a name asks once, not once a letter.
    const timer = setTimeout(() => {
      fetch(`${search}?q=${encodeURIComponent(query)}`, {
        signal: ask.signal,
        credentials: 'same-origin',
      })
        .then((r) => (r.ok ? (r.json() as Promise<{ hotels: PickedHotel[] }>) : Promise.reject(new Error())))
        .then((body) => {
          setChoices(body.hotels);
          setAnswered(query);
          setFailed(false);
        })
        .catch(() => {
          if (!ask.signal.aborted) setFailed(true);
        });
    }, 150);
    return () => {
      clearTimeout(timer);
      ask.abort();
    };
  }, [query, search]);

  return (
    <div className={className}>
      <Combobox
        value={picked}
        by="id"
        onChange={(h: PickedHotel | null) => {
          setPicked(h);
          if (h) onPick?.(h);
        }}
        onClose={() => setQuery('')}
      >
        <label className="block">
          {label}
          <ComboboxInput
            name={textName}
            className={fieldClass}
            displayValue={shown}
            placeholder="Nombre o NIF/CIF"
            autoComplete="off"
            required={required && !picked}
            onChange={(e) => setQuery(e.target.value)}
          />
        </label>
        <ComboboxOptions
          anchor="bottom start"
          className="z-20 max-h-72 w-(--input-width) overflow-auto rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-slate-300 empty:invisible"
        >
          {choices.map((h) => (
            <ComboboxOption
              key={h.id}
              value={h}
              className="cursor-pointer px-3 py-2 data-focus:bg-slate-100 data-selected:font-semibold"
            >
              {h.name} <span className="text-slate-600">({h.taxId})</span>
            </ComboboxOption>
          ))}
        </ComboboxOptions>
      </Combobox>
      <input type="hidden" name={name} value={picked ? String(picked.id) : ''} />
      {failed && (
        <p role="alert" className="mt-1 text-red-800">
          No se pudo buscar hoteles. Vuelve a intentarlo.
        </p>
      )}
      {query && answered === query && choices.length === 0 && !failed && (
        <p className="mt-1 font-normal text-slate-600" aria-live="polite">
          Ningún hotel con esa búsqueda.
        </p>
      )}
    </div>
  );
}
