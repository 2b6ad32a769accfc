// The banner where a page carries it: read from the status feed's snapshot (lib/status/view.ts),
// so on a static page it is baked in and refreshed with the feed; nothing when all is well or the
// status cannot be read.
import { bannerOf } from '@/lib/status/snapshot';
import { publicStatus } from '@/lib/status/view';
import { StatusBanner } from './status-banner';

export async function StatusNotice() {
  const status = await publicStatus();
  const banner = status ? bannerOf(status) : null;
  return banner ? <StatusBanner banner={banner} /> : null;
}
