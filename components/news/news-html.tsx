// Staff HTML on a page: sanitised again right here (lib/news/html), styled without a prose plugin.
import { sanitizeRichHtml, sanitizeTitleHtml } from '@/lib/news/html';
import { PROSE, PROSE_NARROW_TABLES } from './prose';

export function NewsHtml({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div
      className={`${PROSE} ${PROSE_NARROW_TABLES} ${className}`}
      dangerouslySetInnerHTML={{ __html: sanitizeRichHtml(html) }}
    />
  );
}

export function NewsTitle({ html }: { html: string }) {
  return <span dangerouslySetInnerHTML={{ __html: sanitizeTitleHtml(html) }} />;
}
