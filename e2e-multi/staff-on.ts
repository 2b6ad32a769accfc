// A new administrator signed in on one instance through /api/gestion: the staff tool's invitation
// link, a password, TOTP enrolment. The specs that act as staff on instance A share it.
import { execFileSync } from 'node:child_process';
import { Secret, TOTP } from 'otpauth';
import { expect, type APIRequestContext } from '@playwright/test';

export async function staffSignedInOn(api: APIRequestContext, base: string, staffCmd: string[]): Promise<void> {
  const email = `multi-${Date.now()}@millehotel.es`;
  const out = execFileSync(staffCmd[0]!, [...staffCmd.slice(1), 'staff', 'create-admin', email], {
    env: process.env,
    encoding: 'utf8',
  });
  const token = /#token=([A-Za-z0-9_-]+)/.exec(out)![1]!;
  const post = async (path: string, fields: Record<string, string>) =>
    (await api.post(`${base}/api/gestion/${path}`, { form: fields })).json();
  expect(
    await post('invitacion', { token, newpass: 'Multi-Staff-2026', repeatpass: 'Multi-Staff-2026' }),
  ).toMatchObject({ ok: true });
  const secret = String((await post('entrar/alta', {})).secret).replace(/\s+/g, '');
  expect(
    await post('entrar/alta/confirmar', { codigo: new TOTP({ secret: Secret.fromBase32(secret) }).generate() }),
  ).toMatchObject({ ok: true });
}
