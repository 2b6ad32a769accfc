// Staff HTML on a page: sanitised again right here (lib/news/html), styled without a prose plugin.
import { sanitizeRichHtml, sanitizeTitleHtml } from '@/lib/news/html';
import { PROSE } from './prose';

export function NewsHtml({ html, className = '' }: { html: string; className?: string }) {
  // Tables may be wider than a phone: they scroll inside the text, not the page.
  return (
    <div
      className={`${PROSE} [&_table]:block [&_table]:overflow-x-auto sm:[&_table]:table ${className}`}
      dangerouslySetInnerHTML={{ __html: sanitizeRichHtml(html) }}
    />
  );
}

export function NewsTitle({ html }: { html: string }) {
  return <span dangerouslySetInnerHTML={{ __html: sanitizeTitleHtml(html) }} />;
}
