'use client';
// What a back-office form (ActionForm, PreviewActionForm) does once the server has answered, in one
// place:
// - A success re-renders the page (router.refresh) in a transition, and the answer shows with the
//   refreshed page, not before: the submit button stays busy until then. A form that empties its
//   fields after a success renders them anew from the refreshed page (their key changes in the same
//   render), so they start from what the page says now — form.reset() went back to the values the
//   page first loaded with (React does not move a <select>'s default once rendered), and a second
//   update then quietly undid the first.
// - Focus: the submit button is disabled while busy, which sends focus to <body>. Once the attempt
//   is over, focus goes to its message (tabIndex -1, read out as focused), or back to the control
//   that submitted when there is none — unless the member has moved it meanwhile.
// - A form that the refreshed page no longer renders (a deleted item, «Publicar» replaced by
//   «Retirar») cannot show its answer: it is said through the page's live region instead.
// A navigation after the answer (`then`) needs none of this: the new page is announced as such.
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, useTransition, type RefObject } from 'react';

export interface Outcome {
  ok: boolean;
  text: string;
}

let liveRegion: HTMLElement | null = null;

/**
 * The page's polite live region for answers whose form is gone: created once, outside React's tree,
 * before anything is said in it (a region that appears with its text is not reliably read out). No
 * role: it is no "status" of any form, and pages' own `status` messages stay the only ones.
 */
function region(): HTMLElement {
  if (!liveRegion?.isConnected) {
    liveRegion = document.createElement('div');
    liveRegion.setAttribute('aria-live', 'polite');
    liveRegion.setAttribute('aria-atomic', 'true');
    liveRegion.dataset.staffAnnouncer = '';
    liveRegion.className = 'sr-only';
    document.body.append(liveRegion);
  }
  return liveRegion;
}

const SAY_AFTER_MS = 100;
const CLEAR_AFTER_MS = 10_000;
let clearTimer: ReturnType<typeof setTimeout> | undefined;

/** Reads `text` out through the page's live region (emptied first: the same words twice are read twice). */
export function announce(text: string): void {
  const live = region();
  live.textContent = '';
  clearTimeout(clearTimer);
  setTimeout(() => {
    live.textContent = text;
    // Not left on the page to be found again long after.
    clearTimer = setTimeout(() => (live.textContent = ''), CLEAR_AFTER_MS);
  }, SAY_AFTER_MS);
}

/** Where focus goes once an attempt is over: the control that submitted, if there is no message. */
type Settling = { returnTo: HTMLElement | null };

export function useActionOutcome(messageRef: RefObject<HTMLElement | null>) {
  const router = useRouter();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [posting, setPosting] = useState(false);
  const [refreshing, startTransition] = useTransition();
  /** The fields' key: a new one renders them anew from the page's props. */
  const [fieldsKey, setFieldsKey] = useState(0);
  const settling = useRef<Settling | null>(null);
  /** A success's words not yet on screen: said through the live region if the form goes with the refresh. */
  const unshown = useRef<string | null>(null);
  const busy = posting || refreshing;

  useEffect(() => {
    // Registered before anything is said in it.
    region();
    return () => {
      if (unshown.current) announce(unshown.current);
    };
  }, []);

  useEffect(() => {
    if (busy || !settling.current) return;
    const { returnTo } = settling.current;
    settling.current = null;
    unshown.current = null;
    const target = messageRef.current ?? returnTo;
    const active = document.activeElement;
    // Moved by the member while waiting (or kept on the control, when nothing was disabled): theirs.
    if (active && active !== document.body && active !== returnTo) return;
    if (target?.isConnected) target.focus();
  });

  /** A new attempt: the last answer is about the values before. */
  const begin = useCallback((returnTo: HTMLElement | null) => {
    setOutcome(null);
    settling.current = { returnTo };
  }, []);

  /** The answer taken away (a field changed, or the browser's validation stopped a new attempt). */
  const clear = useCallback(() => setOutcome(null), []);

  /** Nothing sent after all (a question answered «Cancelar»): focus stays where it is. */
  const cancel = useCallback(() => {
    settling.current = null;
  }, []);

  /** The form is waiting for the server. */
  const wait = useCallback(() => setPosting(true), []);

  /** A refusal (the server's, or the browser's own check): shown at once, the fields as they are. */
  const refuse = useCallback((text: string) => {
    setPosting(false);
    setOutcome({ ok: false, text });
  }, []);

  /**
   * Done: the page is refreshed, and `text` (if any) shows with it; `renew` renders the fields anew
   * from the refreshed page, for a form that does not keep what was sent.
   */
  const succeed = useCallback(
    (text: string | null, renew: boolean) => {
      unshown.current = text;
      startTransition(() => {
        setPosting(false);
        setOutcome(text === null ? null : { ok: true, text });
        if (renew) setFieldsKey((k) => k + 1);
        router.refresh();
      });
    },
    [router],
  );

  /** Done, and the answer leads to another page. */
  const leave = useCallback(
    (to: string, text: string | null) => {
      settling.current = null;
      setPosting(false);
      if (text !== null) setOutcome({ ok: true, text });
      router.push(to);
    },
    [router],
  );

  /** The answer shown and focused now, without a refresh (a preview). */
  const settle = useCallback(() => setPosting(false), []);

  return { outcome, busy, fieldsKey, begin, clear, cancel, wait, refuse, succeed, leave, settle };
}
