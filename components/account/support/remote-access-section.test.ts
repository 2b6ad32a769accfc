// @vitest-environment happy-dom
// «Acceso remoto» as a keyboard and screen-reader user meets it: who grants it said in the plural
// (a hotel may have several billing contacts), each «Revocar» named by its grant, and after each
// call the focus where the answer is (the refused field, described by its sentence, or the
// sentence itself), not on <body>; revoking a grant with a technician's session open says the
// session ends with it; each of the grant form's fields named by its label once (htmlFor, not
// inside it).
import { act, createElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteAccessView, RemoteGrantDto } from '@/lib/support/remote-access';
import { isGet, setUpDomTest, stubFetch, type Answer } from '@/lib/testing/dom';
import {
  openSessions,
  RemoteAccessSection,
  revokedMessage,
  revokeLabel,
  revokeQuestion,
} from './remote-access-section';

const grant = (id: number, caso: number | null): RemoteGrantDto => ({
  id,
  id_hotel: 7,
  desde: '2026-07-01T08:00:00.000Z',
  hasta: '2026-07-08T08:00:00.000Z',
  caso,
  asunto_caso: null,
  nota: '',
  estado: 'activo',
  concedido_por: 'Antonio',
  revocado_en: null,
  revocado_por: '',
});

const dom = setUpDomTest();
const { container, buttonWithText: byText } = dom;
let view: RemoteAccessView;
let answers: Answer[];

beforeEach(() => {
  answers = [];
  stubFetch((_url, init) => (isGet(init) ? { body: view } : answers.shift()!));
});

async function renderSection(v: RemoteAccessView) {
  view = v;
  await act(async () => dom.root.render(createElement(RemoteAccessSection, { hotelId: 7 })));
  await vi.waitFor(() => expect(container.textContent).toContain('Permisos en vigor'));
}

const base = (puede_conceder: boolean, activos: RemoteGrantDto[] = []): RemoteAccessView => ({
  id_hotel: 7,
  puede_conceder,
  activos,
  anteriores: [],
  sesiones: [],
});

describe('who grants it', () => {
  it('the billing contacts, in the plural', async () => {
    await renderSection(base(false));
    const text = container.textContent!.replace(/\s+/g, ' ');
    expect(text).toContain('que conceden los contactos de facturación durante unos días y pueden revocar');
    expect(text).toContain('Solo los contactos de facturación del hotel pueden conceder o revocar el acceso remoto.');
    expect(text).not.toMatch(/el contacto de administración/);
  });
});

describe('«Revocar»', () => {
  it('is named by its case, else by its end', () => {
    expect(revokeLabel({ caso: 3, hasta: '2026-07-08T08:00:00.000Z' })).toBe('Revocar el acceso remoto del caso nº 3');
    expect(revokeLabel({ caso: null, hasta: '2026-07-08T08:00:00.000Z' })).toMatch(
      /^Revocar el acceso remoto que termina el 8 jul 2026 a las 10:00$/,
    );
  });

  it('done: the grant gone, the focus on the sentence', async () => {
    await renderSection(base(true, [grant(11, 3)]));
    const revoke = container.querySelector<HTMLButtonElement>(
      'button[aria-label="Revocar el acceso remoto del caso nº 3"]',
    )!;
    expect(revoke.textContent).toBe('Revocar');
    vi.stubGlobal('confirm', () => true);
    answers.push({ status: 200, body: { ok: true } });
    view = base(true);
    await act(async () => revoke.click());
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Acceso remoto revocado.'));
    expect(document.activeElement?.getAttribute('role')).toBe('status');
    expect((document.activeElement as HTMLElement).tabIndex).toBe(-1);
  });
});

describe('«Revocar» with a session open on the grant', () => {
  const session = (id: number, id_acceso: number, fin: string | null) => ({
    id,
    id_acceso,
    tecnico: 'Jorge Soporte',
    inicio: '2026-07-01T09:00:00.000Z',
    fin,
    trabajo: '',
  });

  it('counts the open sessions of that grant only', () => {
    const sessions = [session(1, 11, null), session(2, 11, '2026-07-01T10:00:00.000Z'), session(3, 12, null)];
    expect(openSessions(sessions, 11)).toBe(1);
    expect(openSessions(sessions, 13)).toBe(0);
    expect(revokeQuestion(0)).toBe('¿Revocar este permiso? Ningún técnico podrá conectarse con él desde ahora.');
    expect(revokeQuestion(2)).toMatch(/Hay 2 sesiones abiertas: se cerrarán al revocar\.$/);
    expect(revokedMessage(2)).toBe('Acceso remoto revocado. Las sesiones abiertas se han cerrado.');
  });

  it('the confirmation says it will be closed, and the answer that it was', async () => {
    await renderSection({ ...base(true, [grant(11, 3)]), sesiones: [session(5, 11, null)] });
    const asked: string[] = [];
    vi.stubGlobal('confirm', (question: string) => {
      asked.push(question);
      return true;
    });
    answers.push({ status: 200, body: { ok: true } });
    view = { ...base(true), sesiones: [session(5, 11, '2026-07-01T10:00:00.000Z')] };
    await act(async () => byText('Revocar').click());
    expect(asked).toEqual([
      '¿Revocar este permiso? Ningún técnico podrá conectarse con él desde ahora.\n\nHay una sesión abierta: se cerrará al revocar.',
    ]);
    await vi.waitFor(() =>
      expect(document.activeElement?.textContent).toBe('Acceso remoto revocado. La sesión abierta se ha cerrado.'),
    );
    expect(container.textContent).not.toContain('en curso');
  });

  it('without one, the confirmation says nothing of sessions', async () => {
    await renderSection({ ...base(true, [grant(11, 3)]), sesiones: [session(5, 11, '2026-07-01T10:00:00.000Z')] });
    const asked: string[] = [];
    vi.stubGlobal('confirm', (question: string) => {
      asked.push(question);
      return false;
    });
    await act(async () => byText('Revocar').click());
    expect(asked).toEqual(['¿Revocar este permiso? Ningún técnico podrá conectarse con él desde ahora.']);
  });
});

describe('the grant form’s labels', () => {
  it('name each field by htmlFor, the field beside its label, not inside it', async () => {
    await renderSection(base(true));
    const form = container.querySelector('form')!;
    for (const [name, words] of [
      ['dias', 'Duración (días)'],
      ['caso', 'Para el caso nº (opcional)'],
      ['nota', 'Nota para el técnico (opcional)'],
    ] as const) {
      const field = form.querySelector<HTMLElement>(`[name="${name}"]`)!;
      expect(field.closest('label')).toBeNull();
      const label = form.querySelector<HTMLLabelElement>(`label[for="${field.id}"]`)!;
      expect([name, label.textContent]).toEqual([name, words]);
    }
    expect(form.querySelectorAll('label')).toHaveLength(3);
  });
});

describe('«Conceder acceso»', () => {
  async function submit(caso: string) {
    const form = container.querySelector('form')!;
    (form.querySelector('[name="caso"]') as HTMLInputElement).value = caso;
    await act(async () => form.requestSubmit());
  }

  it('granted: the focus on the sentence by the button', async () => {
    await renderSection(base(true));
    answers.push({ status: 200, body: { ok: true } });
    await submit('');
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Acceso remoto concedido.'));
    expect(document.activeElement?.getAttribute('role')).toBe('status');
  });

  it('a case not the hotel’s: the focus on the case field, described by the refusal', async () => {
    await renderSection(base(true));
    answers.push({
      status: 400,
      body: { ok: false, error: 'invalid-case', message: 'El caso nº 999 no es de este hotel.' },
    });
    await submit('999');
    const caso = container.querySelector<HTMLInputElement>('[name="caso"]')!;
    await vi.waitFor(() => expect(document.activeElement).toBe(caso));
    expect(caso.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(caso.getAttribute('aria-describedby')!)?.textContent).toBe(
      'El caso nº 999 no es de este hotel.',
    );
  });

  it('a refusal of the request as a whole: the focus on its sentence', async () => {
    await renderSection(base(true));
    answers.push({ status: 409, body: { ok: false, error: 'conflict', message: 'Ya hay un permiso en vigor.' } });
    await submit('');
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Ya hay un permiso en vigor.'));
    expect(document.activeElement?.getAttribute('role')).toBe('alert');
    expect(byText('Conceder acceso').disabled).toBe(false);
  });
});
