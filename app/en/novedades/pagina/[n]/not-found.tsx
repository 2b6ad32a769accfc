// A page past the last (versions withdrawn since the link was made) or not a page number.
import { ReleasesNotFound } from '@/components/pages/releases-page';

export default function ListPageNotFound() {
  return <ReleasesNotFound locale="en" />;
}
