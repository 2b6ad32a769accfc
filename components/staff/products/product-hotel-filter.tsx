'use client';
// Choosing a hotel opens its modules (/gestion/productos/hoteles/<id>).
import { useRouter } from 'next/navigation';
import { HotelPicker } from '@/components/staff/hotel-picker';

export function ProductHotelFilter() {
  const router = useRouter();
  return (
    <HotelPicker
      name="hotel"
      label="Hotel (sus módulos y versiones)"
      search="/api/gestion/productos/hoteles/buscar"
      onPick={(h) => router.push(`/gestion/productos/hoteles/${h.id}`)}
    />
  );
}
