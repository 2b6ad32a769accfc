'use client';
// The seven integration tabs. Every panel is rendered into the static HTML
// (unmount={false}); after hydration the `info` query parameter picks the opening tab.
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { type ComponentProps, type ReactNode, useEffect, useState } from 'react';
import { type IntegrationTabId, integrationTabIds, tabFromInfo } from '@/lib/content/integrations';

export interface TabContent {
  id: IntegrationTabId;
  label: string;
  /** Intro text and logos, rendered on the server. */
  panel: ReactNode;
}

// Headless UI links a tab and its panel only once both have mounted in the browser, so the static
// HTML would have tabs without aria-controls (the W3C checker: "Every active role=tab element must
// have a corresponding role=tabpanel element"). These elements name each other from the start.
function TabButton({ panelId, ...props }: ComponentProps<'button'> & { panelId: string }) {
  return <button {...props} aria-controls={panelId} />;
}

function PanelBox({ tabId, ...props }: ComponentProps<'div'> & { tabId: string }) {
  return <div {...props} aria-labelledby={tabId} />;
}

export function IntegrationTabs({ tabs, listLabel }: { tabs: TabContent[]; listLabel: string }) {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    // Read after hydration so the page itself stays static (no searchParams on the server).
    const id = tabFromInfo(new URLSearchParams(window.location.search).get('info'));
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the query string is only known in the browser
    setIndex(Math.max(0, integrationTabIds.indexOf(id)));
  }, []);

  const change = (i: number) => {
    setIndex(i);
    const id = tabs[i]?.id;
    if (id) {
      const url = new URL(window.location.href);
      url.searchParams.set('info', id);
      window.history.replaceState(null, '', url);
    }
  };

  return (
    <TabGroup selectedIndex={index} onChange={change}>
      <TabList aria-label={listLabel} className="flex flex-wrap gap-2 border-b border-slate-200 pb-3">
        {tabs.map((t) => (
          <Tab
            key={t.id}
            id={`tab-${t.id}`}
            as={TabButton}
            panelId={`panel-${t.id}`}
            className="rounded-full px-4 py-2 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 data-selected:bg-teal-800 data-selected:text-white data-selected:ring-teal-800"
          >
            {t.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="mt-8">
        {tabs.map((t) => (
          <TabPanel key={t.id} id={`panel-${t.id}`} as={PanelBox} tabId={`tab-${t.id}`} unmount={false} className="rounded-lg">
            {t.panel}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
