// A news picture from its own cached URL (never inline base64), or our placeholder when it has none.
import type { NewsImage } from '@/lib/news/view';

export const NEWS_PLACEHOLDER: NewsImage = { src: '/news-placeholder.svg', width: 800, height: 450 };

export function NewsPicture({
  image,
  alt,
  priority = false,
  className = '',
}: {
  image: NewsImage | null;
  alt: string;
  priority?: boolean;
  className?: string;
}) {
  const pic = image ?? NEWS_PLACEHOLDER;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- our own immutable image route with known size; no optimiser needed
    <img
      src={pic.src}
      width={pic.width}
      height={pic.height}
      alt={image ? alt : ''}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      data-placeholder={image ? undefined : 'true'}
      className={`aspect-[16/9] w-full rounded-xl bg-slate-100 object-cover ${className}`}
    />
  );
}
