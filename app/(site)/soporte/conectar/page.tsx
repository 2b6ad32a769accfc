import { getTranslations } from 'next-intl/server';
import { RemoteSupportPage } from '@/components/pages/remote-support-page';

// Reached from the Connect button when this installation has no file to download (the download
// route sends visitors here), so search engines have no use for it.
export async function generateMetadata() {
  const t = await getTranslations({ locale: 'es', namespace: 'RemoteSupportPage' });
  return { title: t('title'), description: t('description'), robots: { index: false, follow: true } };
}

export default function Page() {
  return <RemoteSupportPage />;
}
