// Which of a hotel's modules (products, lib/products) the banner's components affect: staff link
// each status component to the products that depend on it (/gestion/estado), and a contact of a
// hotel with one of them reads in the customer area which of its modules are affected, even
// without a subscription. One indexed read: the hotel's products (HotelProduct's hotelId first),
// each checked against its links (StatusComponentProduct by productId).
import 'server-only';
import { db } from '@/lib/db';

/** The names of `hotelId`'s products linked to any of `componentIds`, in the catalogue's order. */
export async function affectedModules(hotelId: number, componentIds: readonly number[]): Promise<string[]> {
  if (componentIds.length === 0) return [];
  const rows = await db().hotelProduct.findMany({
    where: { hotelId, product: { statusComponents: { some: { componentId: { in: [...componentIds] } } } } },
    select: { product: { select: { name: true, position: true, id: true } } },
  });
  return rows
    .map((r) => r.product)
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((p) => p.name);
}
