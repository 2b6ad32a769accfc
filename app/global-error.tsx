'use client';
// The last resort: shown when the root layout itself fails, and as the server's 500 page. It
// replaces the whole document, so it brings the site's stylesheet itself (the same file the
// layout loads: no extra download).
import { ErrorCard } from '@/components/layout/error-card';
import './globals.css';

export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="es">
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        <title>Error | Mille Software Hotelero</title>
        <ErrorCard
          heading="El sitio no está disponible ahora mismo"
          text="Ha fallado algo por nuestra parte. Vuelve a intentarlo en unos minutos."
          error={error}
          retry={retry}
        />
      </body>
    </html>
  );
}
