'use client';
// Interactive part of the navbar: dropdown submenus on wide screens, a dialog menu on small ones.
import { Dialog, DialogPanel, Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useState } from 'react';
import { ChevronDownIcon, CloseIcon, MenuIcon } from './icons';

export interface NavLink {
  label: string;
  href: string;
}

export interface NavArea extends NavLink {
  items: NavLink[];
}

interface Props {
  areas: NavArea[];
  currentPath: string;
  tone: 'light' | 'dark';
  openLabel: string;
  closeLabel: string;
  /** Extra links shown at the end of the small-screen menu (Kit Digital, phone, support...). */
  extras: NavLink[];
  lang?: string;
}

export function NavMenu({ areas, currentPath, tone, openLabel, closeLabel, extras, lang }: Props) {
  const [open, setOpen] = useState(false);
  const linkTone = tone === 'light' ? 'text-white hover:text-teal-200' : 'text-slate-800 hover:text-teal-700';

  return (
    <>
      <ul className="hidden items-center gap-1 lg:flex" lang={lang}>
        {areas.map((area) =>
          area.items.length === 0 ? (
            <li key={area.href}>
              <a
                href={area.href}
                aria-current={currentPath === area.href ? 'page' : undefined}
                className={`rounded-md px-3 py-2 text-sm font-semibold ${linkTone}`}
              >
                {area.label}
              </a>
            </li>
          ) : (
            <li key={area.href}>
              <Popover className="relative">
                <PopoverButton className={`flex items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold ${linkTone}`}>
                  {area.label}
                  <ChevronDownIcon />
                </PopoverButton>
                <PopoverPanel
                  anchor={{ to: 'bottom start', gap: 4 }}
                  className="z-50 w-64 rounded-lg bg-white p-2 shadow-xl ring-1 ring-slate-900/10"
                >
                  <ul>
                    {area.items.map((item) => (
                      <li key={item.href}>
                        <a
                          href={item.href}
                          aria-current={currentPath === item.href ? 'page' : undefined}
                          className="block rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-teal-50 hover:text-teal-800 aria-[current=page]:font-semibold aria-[current=page]:text-teal-800"
                        >
                          {item.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </PopoverPanel>
              </Popover>
            </li>
          ),
        )}
      </ul>

      <button
        type="button"
        onClick={() => setOpen(true)}
        className={`rounded-md p-2 lg:hidden ${linkTone}`}
        aria-label={openLabel}
        aria-expanded={open}
      >
        <MenuIcon />
      </button>

      <Dialog open={open} onClose={setOpen} className="relative z-50 lg:hidden">
        <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
        <DialogPanel className="fixed inset-y-0 right-0 w-full max-w-sm overflow-y-auto bg-white p-6 shadow-xl" lang={lang}>
          <div className="flex justify-end">
            <button type="button" onClick={() => setOpen(false)} className="rounded-md p-2 text-slate-700" aria-label={closeLabel}>
              <CloseIcon />
            </button>
          </div>
          <nav aria-label={openLabel}>
            <ul className="mt-2 space-y-4">
              {areas.map((area) => (
                <li key={area.href}>
                  <a href={area.href} className="block text-base font-semibold text-slate-900">
                    {area.label}
                  </a>
                  {area.items.length > 0 && (
                    <ul className="mt-2 space-y-1 border-l border-slate-200 pl-4">
                      {area.items.map((item) => (
                        <li key={item.href}>
                          <a href={item.href} className="block py-1 text-sm text-slate-700">
                            {item.label}
                          </a>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
            <ul className="mt-6 space-y-2 border-t border-slate-200 pt-4">
              {extras.map((x) => (
                <li key={x.href}>
                  <a href={x.href} className="block py-1 text-sm font-semibold text-teal-800">
                    {x.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </DialogPanel>
      </Dialog>
    </>
  );
}
