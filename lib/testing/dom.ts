// Component tests in the browser stand-in (files headed `// @vitest-environment happy-dom`): the
// setup they share. `setUpDomTest()` gives each test a React root in a <div> of the page's body,
// with act() told it is a test, and after each test unmounts it, empties the body and undoes every
// spy and stubbed global (fetch, confirm…). Beside it: the lookups these tests make (a button by
// its accessible name or its text, an input by its label) and `stubFetch`, a fetch whose every
// call answers JSON as the test says.
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, vi, type Mock } from 'vitest';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

export interface DomTest {
  /** The <div> each test renders into (the same element, put back in the emptied body each test). */
  readonly container: HTMLElement;
  /** This test's root, to render again from inside an act() already under way. */
  readonly root: Root;
  /** Renders `element` into the container, inside act(). */
  render(element: ReactNode): void;
  /** The button whose accessible name (its aria-label, else its trimmed text) is `name`. */
  buttonNamed(name: string): HTMLButtonElement;
  /** The button whose text is exactly `text` (whatever its aria-label). */
  buttonWithText(text: string): HTMLButtonElement;
  /** The input a label names (the label wraps it, or points at it), by the label's first words. */
  field(label: string): HTMLInputElement;
}

/** Registers the beforeEach/afterEach of a React component test; call it once, at a file's top level. */
export function setUpDomTest(): DomTest {
  const container = document.createElement('div');
  let root: Root | null = null;

  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    document.body.appendChild(container);
    root = createRoot(container);
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  const liveRoot = () => {
    if (!root) throw new Error('no React root outside a test');
    return root;
  };

  return {
    container,
    get root() {
      return liveRoot();
    },
    render(element) {
      act(() => liveRoot().render(element));
    },
    buttonNamed(name) {
      const found = [...container.querySelectorAll('button')].find(
        (b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name,
      );
      if (!found) throw new Error(`no button «${name}»`);
      return found;
    },
    buttonWithText(text) {
      const found = [...container.querySelectorAll('button')].find((b) => b.textContent === text);
      if (!found) throw new Error(`no button with the text «${text}»`);
      return found;
    },
    field(label) {
      const found = [...container.querySelectorAll('label')].find((l) => l.textContent?.trim().startsWith(label));
      if (!found) throw new Error(`no field «${label}»`);
      const input = found.htmlFor ? container.querySelector<HTMLInputElement>(`#${CSS.escape(found.htmlFor)}`) : null;
      return input ?? found.querySelector('input')!;
    },
  };
}

/** What a stubbed call answers: a JSON body, with its status (200 unless said). */
export type Answer = { status?: number; body: unknown };

export type FetchMock = Mock<(url: string, init?: RequestInit) => Promise<Response>>;

/**
 * Stubs the global fetch (undone after the test by `setUpDomTest`): each call gets the JSON answer
 * `answer` gives for it; an error thrown there rejects the call.
 */
export function stubFetch(answer: (url: string, init?: RequestInit) => Answer): FetchMock {
  const fetch: FetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const { status = 200, body } = answer(url, init);
    return Response.json(body, { status });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** Whether a fetch call is a GET (no init, or its method says so). */
export const isGet = (init?: RequestInit) => !init || init.method === 'GET';
