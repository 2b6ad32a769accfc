// The product illustrations (drawn in components/pages/illustration-drawings.tsx, served from
// public/illustrations/). Decorative: the text next to them says what they show, hence alt="".
import type { IllustrationId } from '@/lib/content/solutions';

export function Illustration({ id, className = '' }: { id: IllustrationId; className?: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a static SVG: nothing for next/image to optimise
    <img
      src={`/illustrations/${id}.svg`}
      alt=""
      width={400}
      height={300}
      loading="lazy"
      decoding="async"
      className={`object-contain ${className}`}
    />
  );
}
