// What a signed-in member of staff sees, with HTTP 403, on a page their role may not use
// (lib/staff/request-session.ts calls forbidden()). Inside the panel's layout: the navigation
// shows what the role can open instead.
import Link from 'next/link';

export default function Forbidden() {
  return (
    <section className="rounded-lg border border-amber-200 bg-amber-50 p-6">
      <h1 className="text-xl font-bold text-navy-900">Sin permiso</h1>
      <p className="mt-2">
        Tu papel no da acceso a esta sección. Si lo necesitas, pídeselo a una persona de administración.
      </p>
      <p className="mt-4">
        <Link href="/gestion" className="text-brand-800 underline">
          Volver al panel
        </Link>
      </p>
    </section>
  );
}
