// @vitest-environment happy-dom
// «Sesiones abiertas» after «Cerrar»: the row and its button go, and the focus lands on the sentence
// saying the session ended (or, when the call failed, on the section's next button), not on <body>.
import { act, createElement, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpDomTest, stubFetch, type Answer } from '@/lib/testing/dom';
import type { Overview } from './api';
import { SessionsSection } from './sessions-section';

type Session = Overview['sessions'][number];
const session = (id: string, browser: string, current = false): Session => ({
  id,
  browser,
  system: 'Windows 10',
  createdAt: '2026-07-01T08:00:00.000Z',
  lastSeenAt: '2026-07-01T09:00:00.000Z',
  method: 'con contraseña',
  network: '192.0.2.0/24',
  current,
});

const { container, render, buttonNamed } = setUpDomTest();
/** The sessions the next reload finds. */
let onServer: Session[];
let closeAnswer: Answer;

beforeEach(() => {
  stubFetch(() => closeAnswer);
});

/** The section as the tab holds it: its reload reads what the server has now. */
function Holder({ initial }: { initial: Session[] }) {
  const [sessions, setSessions] = useState(initial);
  return createElement(SessionsSection, {
    sessions,
    onChange: async () => setSessions(onServer),
  });
}

describe('«Cerrar» a session', () => {
  const here = session('a', 'Chrome 131', true);
  const firefox = session('b', 'Firefox 133');
  const edge = session('c', 'Edge 131');

  it('ended: the focus on «Sesión cerrada.»', async () => {
    render(createElement(Holder, { initial: [here, firefox, edge] }));
    closeAnswer = { status: 200, body: { ok: true } };
    onServer = [here, edge];
    await act(async () => buttonNamed('Cerrar la sesión de Firefox 133 en Windows 10').click());
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Sesión cerrada.'));
    expect(document.activeElement?.getAttribute('role')).toBe('status');
    expect(container.textContent).not.toContain('Firefox 133');
  });

  it('«Cerrar las demás sesiones»: its button gone, the focus on the sentence', async () => {
    render(createElement(Holder, { initial: [here, firefox, edge] }));
    closeAnswer = { status: 200, body: { ok: true } };
    onServer = [here];
    await act(async () => buttonNamed('Cerrar las demás sesiones').click());
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Se han cerrado las demás sesiones.'));
  });

  it('refused (it had ended meanwhile): the focus on the next button still there', async () => {
    render(createElement(Holder, { initial: [here, firefox, edge] }));
    closeAnswer = { status: 404, body: { ok: false, message: 'Esa sesión ya no está abierta.' } };
    onServer = [here, edge];
    await act(async () => buttonNamed('Cerrar la sesión de Firefox 133 en Windows 10').click());
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(buttonNamed('Cerrar la sesión de Edge 131 en Windows 10')),
    );
  });
});
