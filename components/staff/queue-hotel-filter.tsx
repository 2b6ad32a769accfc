'use client';
// The support queue's hotel filter: the hotel picker inside the queue's GET form (its id goes in
// `hotel`), starting from the hotel the address names.
import { HotelPicker, type PickedHotel } from './hotel-picker';

export function QueueHotelFilter({ initial }: { initial: PickedHotel | null }) {
  return <HotelPicker name="hotel" label="Hotel" initial={initial} search="/api/gestion/soporte/hoteles" />;
}
