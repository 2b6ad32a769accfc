'use client';
// What a visitor sees instead of a page whose rendering failed: a server error in the customer
// area, or a broken island in the browser. The root layout (fonts, styles) stays around it.
// Next.js ships this module with every page, so the card itself is fetched only when an error is
// shown (global-error.tsx, the last resort, holds it ready).
import { lazy, Suspense } from 'react';

const ErrorCard = lazy(() => import('@/components/layout/error-card').then((m) => ({ default: m.ErrorCard })));

export default function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <Suspense fallback={null}>
      <ErrorCard
        heading="No hemos podido mostrar esta página"
        text="Ha fallado algo por nuestra parte. Vuelve a intentarlo en unos segundos."
        error={error}
        retry={retry}
      />
    </Suspense>
  );
}
