// The demo's remote access: Hotel Mediterráneo's contacts see a grant in force and a past one with
// a logged session on a first look, and a restart adds nothing.
import { describe, expect, it } from 'vitest';
import { demoHotels, seedAccounts } from '@/lib/account/demo-seed';
import { db } from '@/lib/db';
import { seedRemoteAccess } from './remote-demo-seed';
import { remoteAccessView } from './remote-access';

describe('the demo’s remote access', () => {
  it('gives Hotel Mediterráneo one grant in force and one past with its session, once', async () => {
    await seedAccounts();
    await seedRemoteAccess();
    await seedRemoteAccess();
    const hotel = await db().hotel.findFirstOrThrow({ where: { taxId: demoHotels.mediterraneo.taxId } });
    const user = await db().user.findUniqueOrThrow({ where: { email: 'recepcion@hotelmediterraneo.es' } });
    const view = await remoteAccessView({ userId: user.id, key: 'k', secondFactor: false }, hotel.id);
    expect([view.activos.length, view.anteriores.length, view.sesiones.length]).toEqual([1, 1, 1]);
    expect(view.anteriores[0]!.estado).toBe('caducado');
    expect(view.sesiones[0]!.id_acceso).toBe(view.anteriores[0]!.id);
    expect(view.sesiones[0]!.fin).not.toBeNull();
  });
});
