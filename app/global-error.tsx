'use client';
// The last resort: shown when the root layout itself fails, and as the server's 500 page. It
// replaces the whole document, without the site's stylesheet or font, so it carries its own few
// styles (the brand's navy and teal) inline. Spanish, like the site; plain markup, no imports.
const colours = { navy: '#0b2545', teal: '#0b5c57', text: '#334155', muted: '#64748b', line: '#e2e8f0' };

export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const digest = error instanceof Error && 'digest' in error && typeof error.digest === 'string' ? error.digest : null;
  const button = { borderRadius: 999, padding: '0.6rem 1.25rem', fontSize: '0.9rem', fontWeight: 600, fontFamily: 'inherit', textDecoration: 'none' };
  return (
    <html lang="es">
      <body style={{ margin: 0, minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f8fafc', color: colours.text, fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', lineHeight: 1.5 }}>
        <title>Error | Mille Software Hotelero</title>
        <main style={{ maxWidth: '32rem', margin: '1rem', padding: '2rem', background: '#fff', border: `1px solid ${colours.line}`, borderRadius: 16, textAlign: 'center' }}>
          <p style={{ margin: 0, fontSize: '0.8rem', fontWeight: 600, letterSpacing: '0.05em', textTransform: 'uppercase', color: colours.teal }}>Mille Software Hotelero</p>
          <h1 style={{ margin: '0.75rem 0 0', fontSize: '1.5rem', color: colours.navy }}>El sitio no está disponible ahora mismo</h1>
          <p style={{ margin: '1rem 0 0' }}>Ha fallado algo por nuestra parte. Vuelve a intentarlo en unos minutos.</p>
          <p style={{ margin: '2rem 0 0', display: 'flex', flexWrap: 'wrap', gap: '0.75rem', justifyContent: 'center' }}>
            <button type="button" onClick={retry} style={{ ...button, border: 0, background: colours.teal, color: '#fff', cursor: 'pointer' }}>
              Reintentar
            </button>
            <a href="/index" style={{ ...button, border: '1px solid #94a3b8', color: colours.navy }}>
              Ir al inicio
            </a>
          </p>
          {digest && <p style={{ margin: '1.5rem 0 0', fontSize: '0.75rem', color: colours.muted }}>Referencia del error: {digest}</p>}
        </main>
      </body>
    </html>
  );
}
