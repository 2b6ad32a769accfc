// The banner where a page renders it itself (the customer area): read from the status feed's
// snapshot (lib/status/view.ts); nothing when all is well or the status cannot be read. With the
// contact's hotel, it also names the hotel's modules the affected components are linked to.
import { affectedModules } from '@/lib/status/modules';
import { bannerOf } from '@/lib/status/snapshot';
import { publicStatus } from '@/lib/status/view';
import { StatusBanner } from './status-banner';

export async function StatusNotice({ hotelId }: { hotelId?: number }) {
  const status = await publicStatus();
  const banner = status ? bannerOf(status) : null;
  if (!banner) return null;
  const modules = hotelId === undefined ? [] : await affectedModules(hotelId, banner.componentIds);
  return <StatusBanner banner={banner} modules={modules} />;
}
