// Plain 404 for unknown files (pages redirect to /index instead).
export default function NotFound() {
  return (
    <main id="contenido" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Página no encontrada</h1>
      <p className="mt-4 text-slate-700">
        El recurso que buscas no existe.{' '}
        <a href="/index" className="font-semibold text-teal-800 underline">
          Volver al inicio
        </a>
      </p>
    </main>
  );
}
