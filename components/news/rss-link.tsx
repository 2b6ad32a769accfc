// A link to an RSS feed with its icon (the news' and the releases' pages).
export function RssLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a href={href} className="inline-flex items-center gap-1.5 text-sm font-semibold text-teal-800 hover:underline">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
        <path d="M4 4a12 12 0 0 1 12 12h-2.2A9.8 9.8 0 0 0 4 6.2V4Zm0 4.4a7.6 7.6 0 0 1 7.6 7.6H9.4A5.4 5.4 0 0 0 4 10.6V8.4ZM5.6 13a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Z" />
      </svg>
      {children}
    </a>
  );
}
