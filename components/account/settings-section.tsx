'use client';
// "Preferencias" in the Mis datos tab: one field per row of the customer's settings table
// (lib/account/settings.ts), each saved as it changes (POST /api/cuenta/ajustes). Nothing shows
// while the table is empty.
import { useState } from 'react';
import { customerSettings, type SettingValue, type SettingValues } from '@/lib/account/settings';
import { SessionEnded } from './api';
import { CallRefused, securityCall } from './security/api';
import { Notice, textInput } from './security/ui';

export function SettingsSection({ initial }: { initial: SettingValues }) {
  const [values, setValues] = useState(initial);
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const keys = Object.keys(customerSettings);
  if (keys.length === 0) return null;

  async function save(key: string, value: SettingValue) {
    const before = values[key];
    setValues((v) => ({ ...v, [key]: value }));
    try {
      const answer = await securityCall<{ message: string }>('ajustes', {
        ajuste: key,
        valor: typeof value === 'boolean' ? (value ? '1' : '0') : value,
      });
      setNotice({ tone: 'ok', text: answer.message });
    } catch (error) {
      if (error instanceof SessionEnded) return;
      setValues((v) => ({ ...v, [key]: before! }));
      setNotice({
        tone: 'error',
        text: error instanceof CallRefused ? error.message : 'No se ha podido guardar. Inténtalo de nuevo.',
      });
    }
  }

  return (
    <section aria-labelledby="preferencias" className="lg:col-span-2">
      <h2 id="preferencias" className="text-lg font-semibold text-slate-900">
        Preferencias
      </h2>
      <div className="mt-4 space-y-4">
        {keys.map((key) => {
          const spec = customerSettings[key]!;
          const help = spec.help && <span className="block text-sm font-normal text-slate-600">{spec.help}</span>;
          return spec.kind === 'switch' ? (
            <label key={key} className="flex items-start gap-3 text-sm font-medium text-slate-800">
              <input
                type="checkbox"
                name={key}
                checked={values[key] === true}
                onChange={(e) => void save(key, e.target.checked)}
                className="mt-1 h-4 w-4"
              />
              <span>
                {spec.label}
                {help}
              </span>
            </label>
          ) : (
            <label key={key} className="block text-sm font-medium text-slate-800">
              {spec.label}
              {help}
              <select
                name={key}
                value={String(values[key] ?? '')}
                onChange={(e) => void save(key, e.target.value)}
                className={textInput}
              >
                {spec.options.map(([value, text]) => (
                  <option key={value} value={value}>
                    {text}
                  </option>
                ))}
              </select>
            </label>
          );
        })}
      </div>
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
    </section>
  );
}
