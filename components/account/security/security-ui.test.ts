// @vitest-environment happy-dom
// The Seguridad tab in the browser: enrolling an authenticator app asks for the current password
// first, as adding a passkey does; a refused passkey name is said under its field with the editor
// still open; a removal says so; and after each action the focus lands on the next field or on the
// sentence saying what happened, never on <body>. (The full flows run in Chromium, e2e/security.spec.ts.)
import { act, createElement } from 'react';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { setUpDomTest, stubFetch, type Answer, type FetchMock } from '@/lib/testing/dom';
import type { Overview } from './api';
import { PasskeysSection } from './passkeys-section';
import { TwoFactorSection } from './two-factor-section';

vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => true,
  startRegistration: vi.fn(async () => ({ id: 'nueva', rawId: 'nueva', type: 'public-key', response: {} })),
}));

const dom = setUpDomTest();
const { container, render, buttonNamed, field } = dom;
let fetchMock: FetchMock;
/** What each call answers, by its path under /api/cuenta/, in turn. */
let answers: Record<string, Answer[]>;

beforeEach(() => {
  window.history.replaceState(null, '', '/micuenta?pestana=seguridad');
  answers = {};
  fetchMock = stubFetch((url) => {
    const path = url.replace('/api/cuenta/', '');
    const next = answers[path]?.shift();
    if (!next) throw new Error(`unexpected call ${path}`);
    return next;
  });
});

const WRONG_PASSWORD = {
  status: 400,
  body: { ok: false, error: 'wrong-password', message: 'La contraseña no es correcta.' },
};

async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function click(button: HTMLElement) {
  await act(async () => button.click());
}

/** Submits the form around `button` and lets every answer and effect land. */
async function submit(button: HTMLButtonElement) {
  await act(async () => button.form!.requestSubmit(button));
  await act(async () => undefined);
}

const sentBody = (call: number) => new URLSearchParams(String(fetchMock.mock.calls[call]![1]!.body));

describe('turning two-step verification on', () => {
  const totpOff: Overview['totp'] = { enabled: false, recoveryCodesLeft: 0 };

  it('asks for the current password like adding a passkey, says a wrong one and puts the focus on it', async () => {
    render(createElement(TwoFactorSection, { totp: totpOff, onChange: async () => undefined }));
    const password = field('Tu contraseña, para activar la verificación en dos pasos');
    expect(password.type).toBe('password');
    expect(password.autocomplete).toBe('current-password');
    expect(password.required).toBe(true);
    expect(password.name).toBe('pass');
    expect(container.querySelector('img')).toBeNull();

    answers['seguridad/totp'] = [WRONG_PASSWORD];
    await type(password, 'No-Es-La-Clave-1');
    await submit(buttonNamed('Activar verificación en dos pasos'));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/cuenta/seguridad/totp');
    expect(sentBody(0).get('pass')).toBe('No-Es-La-Clave-1');
    const alert = container.querySelector('[role="alert"]')!;
    expect(alert.textContent).toBe('La contraseña no es correcta.');
    expect(document.activeElement).toBe(alert);
    expect(container.querySelector('img')).toBeNull();
  });

  it('with the right password shows the QR code and puts the focus in the code field', async () => {
    render(createElement(TwoFactorSection, { totp: totpOff, onChange: async () => undefined }));
    answers['seguridad/totp'] = [
      { status: 200, body: { ok: true, secret: 'ABCD EFGH', uri: 'otpauth://x', qr: '<svg/>' } },
    ];
    await type(field('Tu contraseña, para activar la verificación en dos pasos'), 'La-Buena-Clave-1');
    await submit(buttonNamed('Activar verificación en dos pasos'));
    expect(sentBody(0).get('pass')).toBe('La-Buena-Clave-1');
    expect(container.querySelector('img')?.getAttribute('alt')).toMatch(/^Código QR/);
    expect(document.activeElement).toBe(field('Código de 6 cifras de la aplicación'));
    expect(container.querySelector('[role="alert"]')).toBeNull();

    // Cancelled: back to the password field, empty, not to <body>.
    await click(buttonNamed('Cancelar'));
    expect(document.activeElement).toBe(field('Tu contraseña, para activar la verificación en dos pasos'));
    expect(field('Tu contraseña, para activar la verificación en dos pasos').value).toBe('');
  });
});

describe('passkeys', () => {
  const key = { id: 'k1', name: 'Chrome en Linux', createdAt: '2026-11-01T10:00:00.000Z', lastUsedAt: null };

  const passkeysSection = (passkeys: Overview['passkeys'], onChange: () => Promise<void>) =>
    createElement(PasskeysSection, { passkeys, verified: true, onChange });
  const renderPasskeys = (passkeys: Overview['passkeys'], onChange: () => Promise<void>) =>
    render(passkeysSection(passkeys, onChange));
  /** The tab's reload after a change, as security-panel.tsx does it (already inside the click's act). */
  const reloadWith = (passkeys: Overview['passkeys'], onChange: () => Promise<void>) => async () =>
    dom.root.render(passkeysSection(passkeys, onChange));

  it('«Renombrar» says its word first (label in name), and puts the focus in the name field', async () => {
    renderPasskeys([key], async () => undefined);
    const rename = buttonNamed('Renombrar Chrome en Linux');
    expect(rename.textContent).toBe('Renombrar');
    expect(rename.getAttribute('aria-label')).toMatch(/^Renombrar\b/);
    await click(rename);
    const name = field('Nombre');
    expect(document.activeElement).toBe(name);
    expect(name.value).toBe('Chrome en Linux');
    // Cancelled: the focus back on «Renombrar».
    await click(buttonNamed('Cancelar'));
    expect(document.activeElement).toBe(buttonNamed('Renombrar Chrome en Linux'));
  });

  it('a refused name is said under the field, the editor stays open with the focus in it', async () => {
    const onChange: Mock<() => Promise<void>> = vi.fn(async () => undefined);
    renderPasskeys([key], onChange);
    await click(buttonNamed('Renombrar Chrome en Linux'));
    answers['seguridad/llaves/renombrar'] = [
      { status: 400, body: { ok: false, error: 'invalid', message: 'Escribe un nombre para la llave.' } },
    ];
    await type(field('Nombre'), '   ');
    await submit(buttonNamed('Guardar'));
    expect(sentBody(0).get('nombre')).toBe('   ');
    const name = field('Nombre');
    const alert = container.querySelector('[role="alert"]')!;
    expect(alert.textContent).toBe('Escribe un nombre para la llave.');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe(alert.id);
    expect(document.activeElement).toBe(name);
    expect(onChange).not.toHaveBeenCalled();

    // Fixed: saved, the editor closes, the sentence goes, and the focus is on «Renombrar» again.
    answers['seguridad/llaves/renombrar'] = [{ status: 200, body: { ok: true } }];
    onChange.mockImplementation(reloadWith([{ ...key, name: 'Portátil' }], onChange));
    await type(field('Nombre'), 'Portátil');
    await submit(buttonNamed('Guardar'));
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(document.activeElement).toBe(buttonNamed('Renombrar Portátil'));
  });

  it('a removal is said, with the focus on the sentence; the next action clears it', async () => {
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const onChange: Mock<() => Promise<void>> = vi.fn();
    onChange.mockImplementation(reloadWith([], onChange));
    renderPasskeys([key], onChange);
    await click(buttonNamed('Quitar Chrome en Linux'));
    const password = field('Tu contraseña, para quitar «Chrome en Linux»');

    // A wrong password first: said in the row, with the focus on it.
    answers['seguridad/llaves/eliminar'] = [WRONG_PASSWORD, { status: 200, body: { ok: true } }];
    await type(password, 'No-Es-La-Clave-1');
    await submit(buttonNamed('Quitar «Chrome en Linux»'));
    const refused = container.querySelector('[role="alert"]')!;
    expect(refused.textContent).toBe('La contraseña no es correcta.');
    expect(document.activeElement).toBe(refused);

    await type(password, 'La-Buena-Clave-1');
    await submit(buttonNamed('Quitar «Chrome en Linux»'));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(sentBody(1).get('pass')).toBe('La-Buena-Clave-1');
    expect(container.querySelector('[role="alert"]')).toBeNull();
    const status = container.querySelector('[role="status"]')!;
    expect(status.textContent).toMatch(/^Llave de acceso quitada: «Chrome en Linux»/);
    expect(document.activeElement).toBe(status);

    // A new action starts: the last sentence goes at once.
    answers['seguridad/llaves/opciones'] = [WRONG_PASSWORD];
    await type(field('Tu contraseña, para añadir una llave'), 'x');
    await act(async () => buttonNamed('Añadir llave de acceso').form!.requestSubmit());
    await act(async () => undefined);
    expect(container.textContent).not.toContain('Llave de acceso quitada');
  });

  it('adding one: a wrong password is said and focused; a success too', async () => {
    renderPasskeys([], async () => undefined);
    answers['seguridad/llaves/opciones'] = [WRONG_PASSWORD, { status: 200, body: { challenge: 'x' } }];
    answers['seguridad/llaves/registrar'] = [{ status: 200, body: { ok: true } }];
    const password = field('Tu contraseña, para añadir una llave');
    await type(password, 'No-Es-La-Clave-1');
    await submit(buttonNamed('Añadir llave de acceso'));
    const refused = container.querySelector('[role="alert"]')!;
    expect(refused.textContent).toBe('La contraseña no es correcta.');
    expect(document.activeElement).toBe(refused);

    await type(password, 'La-Buena-Clave-1');
    await submit(buttonNamed('Añadir llave de acceso'));
    expect(container.querySelector('[role="alert"]')).toBeNull();
    const added = container.querySelector('[role="status"]')!;
    expect(added.textContent).toMatch(/^Llave de acceso añadida/);
    expect(document.activeElement).toBe(added);
  });
});
