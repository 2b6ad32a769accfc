// The filter form above a back-office list: a GET form (the filters live in the address, so a
// filtered list can be linked, reloaded and paged), its labelled fields and its buttons. One place
// for how every /gestion filter looks and is labelled; each page picks its fields and grid.
import type { ReactNode } from 'react';
import { dateRangeProblem } from '@/lib/http/list-params';
import { buttonClass, fieldClass } from './post';

/**
 * The form. `layout`: the page's grid or row classes; `search`: a form that only searches
 * (role="search", a landmark for screen readers).
 */
export function FilterForm({
  layout,
  search = false,
  children,
}: {
  layout: string;
  search?: boolean;
  children: ReactNode;
}) {
  return (
    <form
      method="get"
      role={search ? 'search' : undefined}
      className={`mt-6 rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200 ${layout}`}
    >
      {children}
    </form>
  );
}

/** The value a field starts with: `value` when the page normalised it, else the address's. */
const initial = (params: URLSearchParams, name: string, value?: string) => value ?? params.get(name) ?? '';

/** A labelled text box: a search box by default (`type="text"` for an id). */
export function TextFilter({
  params,
  name = 'q',
  label,
  value,
  type = 'search',
  className = '',
}: {
  params: URLSearchParams;
  name?: string;
  label: string;
  value?: string;
  type?: 'search' | 'text';
  className?: string;
}) {
  return (
    <label className={`block text-sm font-medium ${className}`}>
      {label}
      <input type={type} name={name} defaultValue={initial(params, name, value)} className={fieldClass} />
    </label>
  );
}

/** A labelled select: `all` first (the empty value: no filter), then `options` as [value, text]. */
export function SelectFilter({
  params,
  name,
  label,
  all,
  options,
  value,
}: {
  params: URLSearchParams;
  name: string;
  label: string;
  all: string;
  options: readonly (readonly [string | number, ReactNode])[];
  value?: string;
}) {
  return (
    <label className="block text-sm font-medium">
      {label}
      <select name={name} defaultValue={initial(params, name, value)} className={fieldClass}>
        <option value="">{all}</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Desde and Hasta: the days a list is narrowed to (`desde`, `hasta` in the address). When the first
 * is after the second (no row can match) both fields are marked and the form says why, under them,
 * across the form's row: every list with the pair, from its reader's own rule (lib/http/list-params).
 */
export function DateRangeFilters({ params }: { params: URLSearchParams }) {
  const problem = dateRangeProblem(params);
  const invalid = problem
    ? ({ 'aria-invalid': true, 'aria-describedby': DATE_RANGE_PROBLEM_ID } as const)
    : ({} as const);
  return (
    <>
      <label className="block text-sm font-medium">
        Desde
        <input type="date" name="desde" defaultValue={initial(params, 'desde')} className={fieldClass} {...invalid} />
      </label>
      <label className="block text-sm font-medium">
        Hasta
        <input type="date" name="hasta" defaultValue={initial(params, 'hasta')} className={fieldClass} {...invalid} />
      </label>
      {problem && (
        <p id={DATE_RANGE_PROBLEM_ID} role="alert" className="col-span-full basis-full text-sm text-red-800">
          {problem}
        </p>
      )}
    </>
  );
}

/** The id of the date fields' problem, which they name as their description. */
const DATE_RANGE_PROBLEM_ID = 'filtro-fechas-problema';

/** The form's submit button ("Filtrar", or "Buscar" on a search-only form). */
export function FilterButton({ label = 'Filtrar' }: { label?: string }) {
  return (
    <button type="submit" className={buttonClass}>
      {label}
    </button>
  );
}

/** The button row at the form's foot: "Filtrar" and what goes beside it (the filtered set as CSV). */
export function FilterActions({ className, children }: { className: string; children?: ReactNode }) {
  return (
    <div className={className}>
      <FilterButton />
      {children}
    </div>
  );
}
