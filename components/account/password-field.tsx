'use client';
// A password input with a show/hide toggle (paste allowed, the right autocomplete for the purpose).
import { useId, useState } from 'react';

const input =
  'block w-full rounded-md border px-3 py-2 pr-24 text-slate-900 shadow-sm focus:border-teal-700 focus:ring-2 focus:ring-teal-600 focus:outline-none';

export function PasswordField({
  label,
  name,
  value,
  onChange,
  autoComplete,
  invalid = false,
  describedBy,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  invalid?: boolean;
  describedBy?: string;
}) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative mt-1">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          name={name}
          autoComplete={autoComplete}
          required
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={`${input} ${invalid ? 'border-red-600' : 'border-slate-300'}`}
        />
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-pressed={shown}
          aria-controls={id}
          className="absolute inset-y-0 right-0 min-w-[5.5rem] rounded-r-md px-3 text-sm font-semibold text-teal-800 hover:bg-teal-50 focus:outline-2 focus:outline-amber-500"
        >
          {shown ? 'Ocultar' : 'Mostrar'}
        </button>
      </div>
    </div>
  );
}
