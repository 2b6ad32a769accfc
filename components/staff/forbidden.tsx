// What a page shows to a role that may not use it (its API answers 403 anyway).
export function Forbidden() {
  return (
    <section className="rounded-lg border border-amber-200 bg-amber-50 p-6">
      <h1 className="text-xl font-bold text-navy-900">Sin permiso</h1>
      <p className="mt-2">Tu papel no da acceso a esta sección. Si lo necesitas, pídeselo a una persona de administración.</p>
    </section>
  );
}
