'use client';
// Interactive part of the navbar: disclosure submenus on wide screens, a modal menu on small ones.
// Built on the platform (a button with aria-expanded, a native <dialog> with showModal(), which
// traps focus, closes on Escape and makes the page inert) rather than Headless UI: this ships on
// every public page, and Headless UI with its positioning engine is a large share of the public
// script budget there (docs/PERFORMANCE.md, "No Headless UI on the public shell").
import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
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
            <Submenu key={area.href} area={area} currentPath={currentPath} linkTone={linkTone} />
          ),
        )}
      </ul>
      <SmallScreenMenu
        areas={areas}
        extras={extras}
        openLabel={openLabel}
        closeLabel={closeLabel}
        linkTone={linkTone}
        lang={lang}
      />
    </>
  );
}

/** One area's links under a disclosure button (WAI-ARIA disclosure navigation, not role=menu). */
function Submenu({ area, currentPath, linkTone }: { area: NavArea; currentPath: string; linkTone: string }) {
  const [open, setOpen] = useState(false);
  const item = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // While open: a click anywhere else closes it; so does Escape, wherever the focus is (Safari does
  // not focus a clicked button), and the focus goes back to the button.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!item.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // Focus moving out of the item (Tab) closes it. No relatedTarget means a click on something not
  // focusable, such as the panel's padding: a click outside is already handled above.
  const onBlur = (event: FocusEvent) => {
    const to = event.relatedTarget as Node | null;
    if (to && !item.current?.contains(to)) setOpen(false);
  };

  return (
    <li ref={item} className="relative" onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className={`flex items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold ${linkTone}`}
      >
        {area.label}
        <ChevronDownIcon />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full left-0 z-50 mt-1 w-64 rounded-lg bg-white p-2 shadow-xl ring-1 ring-slate-900/10"
      >
        <ul>
          {area.items.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                aria-current={currentPath === link.href ? 'page' : undefined}
                className="block rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-teal-50 hover:text-teal-800 aria-[current=page]:font-semibold aria-[current=page]:text-teal-800"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

/** The whole menu in a modal panel from the right; native <dialog> gives focus trap, Escape, inert page. */
function SmallScreenMenu({
  areas,
  extras,
  openLabel,
  closeLabel,
  linkTone,
  lang,
}: Omit<Props, 'currentPath' | 'tone'> & { linkTone: string }) {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  // The panel's links are rendered only while it is open: hidden until then, they were an eighth of
  // every public page's elements for React to hydrate (docs/PERFORMANCE.md, "Main-thread time
  // against a floor"); without JavaScript the button could not open it anyway. showModal() runs
  // once they are there, so it focuses the first of them (the close button), as before.
  const show = () => setOpen(true);
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);
  const close = () => dialog.current?.close();

  // The dialog is hidden from lg up: close it if the screen gets that wide while it is open (a tablet
  // turned sideways), or the page would stay inert behind an invisible dialog.
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia('(min-width: 64rem)');
    const onChange = () => {
      if (wide.matches) dialog.current?.close();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open]);

  return (
    <>
      <button
        ref={opener}
        type="button"
        onClick={show}
        className={`rounded-md p-2 lg:hidden ${linkTone}`}
        aria-label={openLabel}
        aria-expanded={open}
      >
        <MenuIcon />
      </button>
      <dialog
        ref={dialog}
        aria-label={openLabel}
        lang={lang}
        // Escape, the close button and a click on the backdrop all end here.
        onClose={() => {
          setOpen(false);
          opener.current?.focus();
        }}
        // The padding is on the inner div, so only a click on the backdrop has the dialog itself as target.
        onClick={(event) => {
          if (event.target === dialog.current) close();
        }}
        className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-full max-w-sm overflow-y-auto overscroll-contain bg-white shadow-xl backdrop:bg-slate-900/40 lg:hidden"
      >
        {open && (
          <div className="min-h-full p-6">
            <div className="flex justify-end">
              <button type="button" onClick={close} className="rounded-md p-2 text-slate-700" aria-label={closeLabel}>
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
                        {area.items.map((link) => (
                          <li key={link.href}>
                            <a href={link.href} className="block py-1 text-sm text-slate-700">
                              {link.label}
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
          </div>
        )}
      </dialog>
    </>
  );
}
