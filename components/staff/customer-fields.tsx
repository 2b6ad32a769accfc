// The fields of a hotel and of a hotel contact in the back office's forms (server-rendered inside
// an ActionForm). Names are the API's: the contract's datoshotel keys, and the contact's.
import { fieldClass } from './post';

type HotelValues = Partial<
  Record<
    | 'nombrehotel'
    | 'nombrehotelFiscal'
    | 'nif'
    | 'web'
    | 'direccion'
    | 'codpostal'
    | 'localidad'
    | 'provincia'
    | 'pais'
    | 'emailhotel'
    | 'telefono'
    | 'telefono2'
    | 'mandatosepa',
    string
  >
>;

function Field({
  name,
  label,
  value,
  required = false,
  type = 'text',
  max,
  hint,
  autoComplete = 'off',
  className = '',
}: {
  name: string;
  label: string;
  value?: string;
  required?: boolean;
  type?: string;
  max: number;
  hint?: string;
  autoComplete?: string;
  className?: string;
}) {
  return (
    <label className={`block font-medium ${className}`}>
      {label}
      {required && <span className="text-red-800"> *</span>}
      <input
        name={name}
        type={type}
        defaultValue={value ?? ''}
        required={required}
        maxLength={max}
        autoComplete={autoComplete}
        className={fieldClass}
      />
      {hint && <span className="mt-1 block text-sm font-normal text-slate-600">{hint}</span>}
    </label>
  );
}

export function HotelFields({ values = {} }: { values?: HotelValues }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Field name="nombrehotel" label="Nombre del hotel" value={values.nombrehotel} required max={120} />
      <Field name="nombrehotelFiscal" label="Nombre fiscal" value={values.nombrehotelFiscal} required max={160} />
      <Field
        name="nif"
        label="NIF/CIF"
        value={values.nif}
        required
        max={16}
        hint="Se comprueba su carácter de control (CIF, DNI o NIE)."
      />
      <Field name="web" label="Web" value={values.web} max={200} />
      <Field name="direccion" label="Dirección" value={values.direccion} max={200} className="md:col-span-2" />
      <Field name="codpostal" label="Código postal" value={values.codpostal} max={10} />
      <Field name="localidad" label="Localidad" value={values.localidad} max={80} />
      <Field name="provincia" label="Provincia" value={values.provincia} max={80} />
      <Field name="pais" label="País" value={values.pais ?? 'España'} max={60} />
      <Field name="emailhotel" label="Correo electrónico del hotel" type="email" value={values.emailhotel} max={254} />
      <Field name="telefono" label="Teléfono" type="tel" value={values.telefono} max={20} />
      <Field name="telefono2" label="Teléfono 2" type="tel" value={values.telefono2} max={20} />
      <Field
        name="mandatosepa"
        label="Referencia del mandato SEPA B2B"
        value={values.mandatosepa}
        max={35}
        hint="Solo si el hotel paga por domiciliación: sus facturas lo muestran en «Cómo pagar». Vacío: transferencia."
      />
    </div>
  );
}

type ContactValues = Partial<{
  tipo: number;
  nombre: string;
  puesto: string;
  telefono: string;
  telefono2: string;
  otrosEmails: string;
  notas: string;
}>;

/**
 * `prefix` keeps the ids unique when a page holds several contact forms; `optional`: the browser
 * asks for nothing (the fields matter only with a hotel, which the server checks).
 */
export function ContactFields({
  prefix,
  values = {},
  optional = false,
}: {
  prefix: string;
  values?: ContactValues;
  optional?: boolean;
}) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div>
        <label htmlFor={`${prefix}-tipo`} className="block font-medium">
          Tipo de contacto{!optional && <span className="text-red-800"> *</span>}
        </label>
        <select
          id={`${prefix}-tipo`}
          name="tipo"
          defaultValue={values.tipo ? String(values.tipo) : ''}
          required={!optional}
          className={fieldClass}
        >
          {!values.tipo && <option value="">Elige…</option>}
          <option value="1">1 · Facturación (ve las facturas)</option>
          <option value="2">2 · Otro contacto</option>
        </select>
      </div>
      <Field name="nombre" label="Nombre y apellidos" value={values.nombre} required={!optional} max={120} />
      <Field name="puesto" label="Puesto" value={values.puesto} max={120} />
      <Field name="telefono" label="Teléfono" type="tel" value={values.telefono} max={20} />
      <Field name="telefono2" label="Teléfono 2" type="tel" value={values.telefono2} max={20} />
      <Field
        name="otrosEmails"
        label="Otros correos"
        value={values.otrosEmails}
        max={500}
        hint="Separados por comas."
      />
      <label className="block font-medium md:col-span-2">
        Notas
        <textarea name="notas" rows={2} maxLength={2000} defaultValue={values.notas ?? ''} className={fieldClass} />
      </label>
    </div>
  );
}
