// API tests of the back office: a browser stand-in signed in as a member of staff (enrolling on the
// first sign-in), with TOTP codes computed here. The suite must fake Date (vi.useFakeTimers with
// toFake ['Date']): each time step is accepted once, so the clock moves on when one is used up.
import { Secret, TOTP } from 'otpauth';
import { expect, vi } from 'vitest';
import { POST as confirmEnrolment } from '@/app/api/gestion/entrar/alta/confirmar/route';
import { POST as startEnrolment } from '@/app/api/gestion/entrar/alta/route';
import { POST as code } from '@/app/api/gestion/entrar/codigo/route';
import { POST as signIn } from '@/app/api/gestion/entrar/route';
import { DEMO_PASSWORD } from '@/lib/account/demo-seed';
import { TestClient } from './http-client';

type H = (r: Request) => Promise<Response>;
let seq = 0;
const secrets = new Map<string, string>();
const lastStep = new Map<string, number>();

/** `send` under /api/gestion/. */
export function callStaff(c: TestClient, handler: H, path: string, init: Parameters<TestClient['send']>[2] = {}) {
  return c.send(handler, `../gestion/${path}`, init);
}

export function rememberSecret(email: string, secret: string): void {
  secrets.set(email, secret.replace(/\s+/g, ''));
  lastStep.delete(email);
}

/** A code the server has not accepted yet for this member. */
export function nextCode(email: string): string {
  let step = Math.floor(Date.now() / 30_000);
  if (step <= (lastStep.get(email) ?? 0)) {
    vi.setSystemTime(Date.now() + 30_000);
    step = Math.floor(Date.now() / 30_000);
  }
  lastStep.set(email, step);
  return new TOTP({ secret: Secret.fromBase32(secrets.get(email)!) }).generate({ timestamp: Date.now() });
}

export async function enrol(c: TestClient, email: string): Promise<string[]> {
  const started = await (await callStaff(c, startEnrolment, 'entrar/alta', { form: {} })).json();
  expect(started.ok).toBe(true);
  expect(started.qr).toContain('<svg');
  rememberSecret(email, started.secret);
  const confirmed = await (
    await callStaff(c, confirmEnrolment, 'entrar/alta/confirmar', { form: { codigo: nextCode(email) } })
  ).json();
  expect(confirmed.ok).toBe(true);
  return confirmed.codes;
}

/** A browser signed in as `email` (enrolling on the first sign-in). */
export async function staffBrowser(email: string, password = DEMO_PASSWORD): Promise<TestClient> {
  const c = new TestClient(`198.51.100.${++seq % 250}`);
  const first = await (await callStaff(c, signIn, 'entrar', { form: { email, pass: password } })).json();
  expect(first.ok).toBe(true);
  if (first.next === 'enrol') await enrol(c, email);
  else
    expect((await (await callStaff(c, code, 'entrar/codigo', { form: { codigo: nextCode(email) } })).json()).ok).toBe(
      true,
    );
  return c;
}
