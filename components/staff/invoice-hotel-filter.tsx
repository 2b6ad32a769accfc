'use client';
// The invoice list's hotel filter: choosing a hotel opens that hotel's list (?hotel=<id>). Without
// scripts, the NIF/CIF typed in the box is sent as `nif` and the page finds the hotel by it.
import { useRouter } from 'next/navigation';
import { HotelPicker } from './hotel-picker';

export function InvoiceHotelFilter() {
  const router = useRouter();
  return (
    <HotelPicker
      name="hotel"
      textName="nif"
      label="Hotel (la lista como la ve el cliente)"
      onPick={(h) => router.push(`/gestion/facturas?hotel=${h.id}`)}
    />
  );
}
