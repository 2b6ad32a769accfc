// @vitest-environment happy-dom
// «Salir» lands on the staff sign-in as a sign-out, whatever the session was: one that had already
// ended is no expiry to announce («Tu sesión ha caducado»), and a failed call does not leave the
// button dead. Every other call still takes a 401 for an expiry.
import { act, createElement } from 'react';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { setUpDomTest } from '@/lib/testing/dom';
import { SignOutButton } from './action-form';
import { postStaff } from './post';

const { container, render } = setUpDomTest();
let assign: MockInstance<Location['assign']>;

beforeEach(() => {
  window.history.replaceState(null, '', '/gestion/soporte?estado=abierto');
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
});

/** Renders «Salir», clicks it and waits until the page is sent somewhere. */
async function clickSalir(): Promise<void> {
  render(createElement(SignOutButton));
  const button = container.querySelector('button')!;
  expect(button.textContent).toBe('Salir');
  await act(async () => button.click());
  await vi.waitFor(() => expect(assign).toHaveBeenCalled());
}

describe('«Salir»', () => {
  it('with a session that had already ended: the sign-in page, without the expiry notice', async () => {
    const fetch = vi.fn(async () => new Response('{"ok":false}', { status: 401 }));
    vi.stubGlobal('fetch', fetch);
    await clickSalir();
    expect(fetch).toHaveBeenCalledWith('/api/gestion/salir', expect.objectContaining({ method: 'POST' }));
    expect(assign.mock.calls).toEqual([['/gestion/entrar']]);
  });

  it('with a live session: the sign-in page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"ok":true}', { status: 200 })),
    );
    await clickSalir();
    expect(assign.mock.calls).toEqual([['/gestion/entrar']]);
  });

  it('when the call fails on the way: the sign-in page all the same', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await clickSalir();
    expect(assign.mock.calls).toEqual([['/gestion/entrar']]);
  });
});

describe('any other call answered 401', () => {
  it('is an expiry: the sign-in with the notice, leading back to the page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"ok":false}', { status: 401 })),
    );
    expect(await postStaff('soporte/1/estado', new URLSearchParams())).toMatchObject({ ok: false });
    expect(assign.mock.calls).toEqual([['/gestion/entrar?volver=/gestion/soporte%3Festado%3Dabierto&caducada=1']]);
  });
});
