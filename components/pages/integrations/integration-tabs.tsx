'use client';
// The seven integration tabs, after the WAI-ARIA tabs pattern (automatic activation: the arrow
// keys, Home and End move the selection and the focus together; one tab stop for the list). Every
// panel is in the static HTML, the unselected ones `hidden`, and each tab and panel name each
// other from the first byte (the W3C checker: "Every active role=tab element must have a
// corresponding role=tabpanel element"). After hydration the `info` query parameter picks the
// opening tab.
//
// Written here rather than with Headless UI's Tab, which this page used before: the library took
// this page's script over the public pages' 130 kB budget, for a pattern this size.
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { type IntegrationTabId, integrationTabIds, tabFromInfo } from '@/lib/content/integrations';

export interface TabContent {
  id: IntegrationTabId;
  label: string;
  /** Intro text and logos, rendered on the server. */
  panel: ReactNode;
}

/** The tab a key moves to from `index` among `count`, or null for any other key. */
export function tabAfterKey(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

export function IntegrationTabs({ tabs, listLabel }: { tabs: TabContent[]; listLabel: string }) {
  const [index, setIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    // Read after hydration so the page itself stays static (no searchParams on the server).
    const id = tabFromInfo(new URLSearchParams(window.location.search).get('info'));
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the query string is only known in the browser
    setIndex(Math.max(0, integrationTabIds.indexOf(id)));
  }, []);

  const select = (i: number) => {
    setIndex(i);
    const id = tabs[i]?.id;
    if (id) {
      const url = new URL(window.location.href);
      url.searchParams.set('info', id);
      window.history.replaceState(null, '', url);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabAfterKey(event.key, index, tabs.length);
    if (next === null) return;
    event.preventDefault();
    select(next);
    buttons.current[next]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={listLabel}
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-2 border-b border-slate-200 pb-3"
      >
        {tabs.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-controls={`panel-${t.id}`}
            aria-selected={i === index}
            tabIndex={i === index ? 0 : -1}
            onClick={() => select(i)}
            className="rounded-full px-4 py-2 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 aria-selected:bg-teal-800 aria-selected:text-white aria-selected:ring-teal-800"
          >
            {t.label}
          </button>
        ))}
      </div>
      <div className="mt-8">
        {tabs.map((t, i) => (
          <div
            key={t.id}
            role="tabpanel"
            id={`panel-${t.id}`}
            aria-labelledby={`tab-${t.id}`}
            tabIndex={0}
            hidden={i !== index}
            className="rounded-lg"
          >
            {t.panel}
          </div>
        ))}
      </div>
    </div>
  );
}
