'use client';
// The recent grants' hotel filter: choosing a hotel opens its grants (?hotel=<id>).
import { useRouter } from 'next/navigation';
import { HotelPicker } from './hotel-picker';

export function RemoteHotelFilter() {
  const router = useRouter();
  return (
    <HotelPicker
      name="hotel"
      label="Hotel (sus permisos, del más reciente al más antiguo)"
      search="/api/gestion/soporte/hoteles"
      onPick={(h) => router.push(`/gestion/soporte/accesos?hotel=${h.id}`)}
    />
  );
}
