// @vitest-environment happy-dom
// The Equipo tab as a keyboard and screen-reader user meets it: leaving the team oneself is asked
// in the first person; the hotel's only billing contact is not offered to step down, and is told
// why; the inline confirmation gives the focus back on Escape; after a call (done or refused), the
// focus is on the sentence saying what happened, not on <body>.
import { act, createElement, type ComponentProps } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TeamDto, TeamMemberDto } from '@/lib/account/team-types';
import { isGet, setUpDomTest, stubFetch, type Answer } from '@/lib/testing/dom';
import messages from '@/messages/es.json';
import TeamPanel from './team-panel';

const HOTEL = 'Hotel Atlántico';

const member = (id: number, tipo: number, tu = false): TeamMemberDto => ({
  id,
  nombre: id === 1 ? 'Antonio Rendón Caballero' : `Persona ${id}`,
  puesto: '',
  tipo,
  email: `p${id}@hotelatlantico.es`,
  ultimo_acceso: null,
  segundo_factor: false,
  invitacion_pendiente: false,
  tu,
});

type IntlProps = ComponentProps<typeof NextIntlClientProvider>;
const intl: Omit<IntlProps, 'children'> = { locale: 'es', messages, timeZone: 'Europe/Madrid' };

const dom = setUpDomTest();
const { container } = dom;
/** What GET equipo answers, and what each POST answers (status, body), in turn. */
let team: TeamDto;
let answers: Answer[];

beforeEach(() => {
  answers = [];
  stubFetch((_url, init) => (isGet(init) ? { body: { ok: true, ...team } } : answers.shift()!));
});

async function renderTeam(t: TeamDto) {
  team = t;
  await act(async () =>
    dom.root.render(
      createElement(
        NextIntlClientProvider,
        // (The children go as createElement's third argument, not in the props the type asks them in.)
        intl as IntlProps,
        createElement(TeamPanel, { hotelId: 7 }),
      ),
    ),
  );
  await vi.waitFor(() => expect(container.querySelector('ul')).not.toBeNull());
}

const rowOf = (email: string) =>
  [...container.querySelectorAll('li')].find((li) => li.textContent?.includes(email)) as HTMLElement;
const buttonIn = (el: HTMLElement, text: RegExp) =>
  [...el.querySelectorAll('button')].find((b) => text.test(b.textContent ?? '')) as HTMLButtonElement;

describe('the only billing contact', () => {
  it('is offered neither «Salir del equipo» nor «Pasar a otro contacto», and the row says why', async () => {
    await renderTeam({ id_hotel: 7, hotel: HOTEL, miembros: [member(1, 1, true), member(2, 2)] });
    const me = rowOf('p1@');
    const leave = buttonIn(me, /^Salir del equipo/);
    const toOther = buttonIn(me, /^Pasar a otro contacto/);
    expect([leave.disabled, toOther.disabled]).toEqual([true, true]);
    const why = document.getElementById(leave.getAttribute('aria-describedby')!)!;
    expect(why.textContent).toMatch(/^Eres el único contacto de facturación: /);
    expect(toOther.getAttribute('aria-describedby')).toBe(why.id);
    // The other contact can still be made billing and removed.
    const other = rowOf('p2@');
    expect([buttonIn(other, /^Pasar a facturación/).disabled, buttonIn(other, /^Quitar del hotel/).disabled]).toEqual([
      false,
      false,
    ]);
    expect(other.textContent).not.toMatch(/único contacto/);
  });

  it('with a second billing contact, may leave: asked in the first person', async () => {
    await renderTeam({ id_hotel: 7, hotel: HOTEL, miembros: [member(1, 1, true), member(2, 1)] });
    const me = rowOf('p1@');
    expect(me.textContent).not.toMatch(/único contacto/);
    const leave = buttonIn(me, /^Salir del equipo/);
    expect(leave.disabled).toBe(false);
    await act(async () => leave.click());
    expect(me.textContent).toContain(
      '¿Salir del equipo de Hotel Atlántico? Dejarás de ver los datos del hotel al momento.',
    );
    expect(me.textContent).not.toContain('Antonio Rendón Caballero del equipo');
    expect(document.activeElement?.textContent).toBe('Sí, salir');
    // A colleague is still asked about in the third person.
    const other = rowOf('p2@');
    await act(async () => buttonIn(other, /^Quitar del hotel/).click());
    expect(other.textContent).toContain('¿Quitar a Persona 2 del equipo de Hotel Atlántico? Dejará de ver');
    expect(document.activeElement?.textContent).toBe('Sí, quitar');
  });
});

describe('the focus', () => {
  it('Escape cancels the confirmation and gives the focus back to «Quitar del hotel»', async () => {
    await renderTeam({ id_hotel: 7, hotel: HOTEL, miembros: [member(1, 1, true), member(2, 2)] });
    const other = rowOf('p2@');
    await act(async () => buttonIn(other, /^Quitar del hotel/).click());
    const yes = document.activeElement as HTMLElement;
    expect(yes.textContent).toBe('Sí, quitar');
    await act(async () => yes.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(other.querySelector('[role="group"]')).toBeNull();
    expect(document.activeElement).toBe(buttonIn(other, /^Quitar del hotel/));
  });

  it('goes to the sentence once a change is done, and once it is refused', async () => {
    await renderTeam({ id_hotel: 7, hotel: HOTEL, miembros: [member(1, 1, true), member(2, 2)] });
    answers.push({
      status: 200,
      body: { ok: true, message: 'Persona 2 es ahora contacto de facturación de Hotel Atlántico.' },
    });
    await act(async () => buttonIn(rowOf('p2@'), /^Pasar a facturación/).click());
    await vi.waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('status'));
    expect(document.activeElement?.textContent).toBe('Persona 2 es ahora contacto de facturación de Hotel Atlántico.');

    // The last billing contact's refusal (a list shown before a colleague stepped down, say).
    const refusal =
      'Hotel Atlántico se quedaría sin contacto de facturación: nombra antes a otra persona de facturación.';
    answers.push({ status: 409, body: { ok: false, error: 'last-billing-contact', message: refusal } });
    await act(async () => buttonIn(rowOf('p2@'), /^Quitar del hotel/).click());
    await act(async () => (document.activeElement as HTMLElement).click()); // «Sí, quitar»
    await vi.waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('alert'));
    expect(document.activeElement?.textContent).toBe(refusal);
    expect((document.activeElement as HTMLElement).tabIndex).toBe(-1);
  });

  it('goes to the invitation’s sentence once it is sent', async () => {
    await renderTeam({ id_hotel: 7, hotel: HOTEL, miembros: [member(1, 1, true)] });
    const sent =
      'Le hemos enviado una invitación a ana@hotelatlantico.es para unirse al equipo de Hotel Atlántico como otro contacto.';
    answers.push({ status: 200, body: { ok: true, message: sent } });
    const form = container.querySelector('form')!;
    (form.querySelector('[name="email"]') as HTMLInputElement).value = 'ana@hotelatlantico.es';
    (form.querySelector('[name="nombre"]') as HTMLInputElement).value = 'Ana Prueba';
    await act(async () => form.requestSubmit());
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe(sent));
    expect(document.activeElement?.getAttribute('role')).toBe('status');
  });
});
