// @vitest-environment happy-dom
// What the back office's forms do once the server has answered (action-outcome.ts): the fields of a
// form that empties them start again from the page as refreshed (an incident's update shows the
// state and impacts just published, not those the page was loaded with); focus goes to the answer
// (the button, disabled while busy, had sent it to <body>); and the answer of a form that the
// refreshed page no longer renders is still said, through the page's live region.
import { act, createElement, useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpDomTest, stubFetch, type Answer } from '@/lib/testing/dom';
import { ActionForm } from './action-form';
import { IncidentUpdateFields } from './incident-update-fields';
import { PreviewActionForm } from './preview-action-form';

// The page's refresh as Next does it: the server's new props, in the caller's transition.
const router = vi.hoisted(
  () => ({ refresh: () => {}, push: () => {} }) as { refresh: () => void; push: (to: string) => void },
);
vi.mock('next/navigation', () => ({ useRouter: () => router }));

const dom = setUpDomTest();
const { container, buttonWithText: byText } = dom;

beforeEach(() => {
  router.refresh = () => {};
  router.push = () => {};
});

afterEach(() => {
  vi.useRealTimers();
});

/** The server's answers, by the end of the path posted to. */
function answers(byPath: Record<string, Answer>) {
  return stubFetch((url) => {
    const found = Object.entries(byPath).find(([end]) => url.endsWith(end));
    if (!found) throw new Error(`unexpected ${url}`);
    return found[1];
  });
}

function choose(select: HTMLSelectElement, value: string) {
  act(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

function type(field: HTMLTextAreaElement | HTMLInputElement, value: string) {
  act(() => {
    field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function click(button: HTMLButtonElement) {
  await act(async () => button.click());
}

const COMPONENTS = [
  { id: 3, name: 'Channel manager' },
  { id: 4, name: 'Enlace de pago' },
];

type Incident = { state: string; impacts: [number, string][] };

/** /gestion/estado/incidencias/3 as the server renders it, re-rendered with the incident as `router.refresh` finds it. */
function IncidentPage({ initial, after }: { initial: Incident; after: Incident }) {
  const [incident, setIncident] = useState(initial);
  useEffect(() => {
    router.refresh = () => setIncident(after);
  }, [after]);
  return createElement(
    PreviewActionForm,
    {
      endpoint: 'estado/incidencias/3/actualizaciones',
      previewEndpoint: 'estado/incidencias/3/vista-previa',
      submitLabel: 'Publicar la actualización',
    },
    createElement(IncidentUpdateFields, {
      stateId: 'estado',
      state: incident.state,
      components: COMPONENTS,
      current: incident.impacts,
    }),
    createElement('textarea', { name: 'texto', 'aria-label': 'Texto' }),
  );
}

describe('an incident update, once published', () => {
  it('shows the state and impacts just published, so that the next update starts from them', async () => {
    answers({
      '/vista-previa': { body: { ok: true, message: 'En observación · ahora' } },
      '/actualizaciones': { body: { ok: true, message: 'Actualización publicada.' } },
    });
    dom.render(
      createElement(IncidentPage, {
        initial: { state: 'investigando', impacts: [[4, 'degradado']] },
        after: { state: 'vigilando', impacts: [[4, 'parcial']] },
      }),
    );
    const state = container.querySelector<HTMLSelectElement>('select[name="estado"]')!;
    const payment = container.querySelector<HTMLSelectElement>('select[name="impacto-4"]')!;
    expect([state.value, payment.value]).toEqual(['investigando', 'degradado']);
    choose(state, 'vigilando');
    choose(payment, 'parcial');
    type(container.querySelector('textarea')!, 'Lo vigilamos.');

    await click(byText('Vista previa'));
    await vi.waitFor(() => expect(byText('Publicar la actualización').disabled).toBe(false));
    await click(byText('Publicar la actualización'));
    await vi.waitFor(() =>
      expect(container.querySelector('[role="status"]')?.textContent).toBe('Actualización publicada.'),
    );

    const fields = () =>
      ['estado', 'impacto-3', 'impacto-4'].map(
        (n) => container.querySelector<HTMLSelectElement>(`select[name="${n}"]`)!.value,
      );
    expect(fields()).toEqual(['vigilando', '', 'parcial']);
    expect(container.querySelector('textarea')!.value).toBe('');
    // Focus on the answer, not lost to <body>.
    expect(document.activeElement).toBe(container.querySelector('[role="status"]'));
  });

  it('focuses the preview once shown, and a refusal of it', async () => {
    answers({ '/vista-previa': { body: { ok: true, message: 'Investigando · ahora' } } });
    dom.render(
      createElement(IncidentPage, {
        initial: { state: 'investigando', impacts: [[4, 'degradado']] },
        after: { state: 'investigando', impacts: [[4, 'degradado']] },
      }),
    );
    await click(byText('Vista previa'));
    await vi.waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Vista previa'));

    answers({
      '/vista-previa': { status: 400, body: { ok: false, message: 'Escribe el texto de la actualización.' } },
    });
    type(container.querySelector('textarea')!, 'Otra cosa');
    await click(byText('Vista previa'));
    await vi.waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('alert'));
    expect(document.activeElement?.textContent).toBe('Escribe el texto de la actualización.');
  });
});

describe('ActionForm, once answered', () => {
  function render(props: Partial<Parameters<typeof ActionForm>[0]> = {}) {
    dom.render(
      createElement(
        ActionForm,
        { endpoint: 'soporte/casos/1/notas', submitLabel: 'Añadir nota', ...props },
        createElement('input', { name: 'nota', 'aria-label': 'Nota' }),
      ),
    );
  }

  it('focuses its message: the answer, read out where the member is', async () => {
    answers({ '/notas': { body: { ok: true, message: 'Nota añadida.' } } });
    render();
    byText('Añadir nota').focus();
    await click(byText('Añadir nota'));
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Nota añadida.'));
    expect(document.activeElement?.getAttribute('role')).toBe('status');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
  });

  it('focuses a refusal, the server’s or its own check’s', async () => {
    answers({ '/notas': { status: 409, body: { ok: false, message: 'El caso está cerrado.' } } });
    render();
    await click(byText('Añadir nota'));
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('El caso está cerrado.'));
    expect(document.activeElement?.getAttribute('role')).toBe('alert');

    render({ check: () => 'Escribe la nota.' });
    byText('Añadir nota').focus();
    await click(byText('Añadir nota'));
    expect(document.activeElement?.textContent).toBe('Escribe la nota.');
  });

  it('gives focus back to its button when there is nothing to say', async () => {
    answers({ '/notas': { body: { ok: true } } });
    render();
    byText('Añadir nota').focus();
    await click(byText('Añadir nota'));
    await vi.waitFor(() => expect(byText('Añadir nota').disabled).toBe(false));
    expect(document.activeElement).toBe(byText('Añadir nota'));
  });

  it('leaves focus where the member moved it while waiting', async () => {
    let reply: (r: Response) => void = () => {};
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (reply = resolve)));
    const elsewhere = document.body.appendChild(document.createElement('a'));
    elsewhere.href = '#';
    render();
    await click(byText('Añadir nota'));
    elsewhere.focus();
    await act(async () => reply(new Response('{"ok":true,"message":"Nota añadida."}')));
    await vi.waitFor(() => expect(container.querySelector('[role="status"]')).not.toBeNull());
    expect(document.activeElement).toBe(elsewhere);
  });

  it('says the answer through the live region when the refreshed page no longer renders the form', async () => {
    answers({ '/borrar': { body: { ok: true, message: 'Respuesta «Saludo» borrada.' } } });
    function Replies() {
      const [gone, setGone] = useState(false);
      useEffect(() => {
        router.refresh = () => setGone(true);
      }, []);
      return gone
        ? createElement('p', null, 'Aún no hay ninguna.')
        : createElement(ActionForm, { endpoint: 'soporte/respuestas/7/borrar', submitLabel: 'Borrar «Saludo»' });
    }
    dom.render(createElement(Replies));
    const live = document.querySelector('[data-staff-announcer]')!;
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(live.textContent).toBe('');
    await click(byText('Borrar «Saludo»'));
    await vi.waitFor(() => expect(container.textContent).toBe('Aún no hay ninguna.'));
    await vi.waitFor(() => expect(live.textContent).toBe('Respuesta «Saludo» borrada.'));
    // Not a second status of the page: e2e's getByRole('status') still finds the forms' own.
    expect(live.getAttribute('role')).toBeNull();
  });
});
