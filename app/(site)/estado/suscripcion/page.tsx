// /estado/suscripcion — where the status subscription's links and form lead: `?accion=confirmar&token=`
// (the opt-in mail's link) and `?accion=baja&token=` (the unsubscribe link) ask before they act,
// with a button that posts the token (a mail scanner's GET changes nothing); `?resultado=` says
// what happened. Rendered per request (it reads the query); search engines leave it out.
import type { Metadata } from 'next';
import { SubscriptionPage } from '@/components/status/subscription-page';

export const metadata: Metadata = {
  title: 'Avisos del estado del servicio',
  description: 'Confirma o cancela los avisos por correo de incidencias y mantenimientos del servicio.',
  robots: { index: false, follow: true },
};

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = await searchParams;
  const one = (key: string) => (typeof query[key] === 'string' ? (query[key] as string) : '');
  return <SubscriptionPage action={one('accion')} token={one('token')} result={one('resultado')} />;
}
