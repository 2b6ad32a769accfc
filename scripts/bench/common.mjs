// What the bench's modes share: waiting for the server, the server's RSS from /proc, cookies, and a
// staff member's sign-in through the API (enrolling the second factor on a fresh database).
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { Secret, TOTP } from 'otpauth';

export async function waitFor(url, tries = 120) {
  for (let i = 0; i < tries; i++) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no answer from ${url}`);
}

/** fetch, once more on a fresh socket if a kept-alive one was closed by the server meanwhile. */
export async function get(url, init) {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, { ...init, headers: { ...init?.headers, connection: 'close' } });
  }
}

function procStatus(pid, field) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return NaN;
  }
}

/** The process's peak RSS so far (VmHWM), MB. */
export const peakRss = (pid) => procStatus(pid, 'VmHWM');
/** The process's RSS now (VmRSS), MB. */
export const currentRss = (pid) => procStatus(pid, 'VmRSS');

/** The cookies a response sets, merged into a Cookie header's jar. */
export function absorb(jar, res) {
  for (const line of res.headers.getSetCookie?.() ?? []) {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return jar;
}
export const cookieOf = (jar) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

/** A demo staff member (atención al cliente unless told), signed in through the API, enrolling its second factor. */
export async function staffCookie(base, email = 'atencion@millehotel.es') {
  const jar = new Map();
  const post = async (p, fields) => {
    const res = await fetch(`${base}/api/gestion/${p}`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { origin: base, cookie: cookieOf(jar) },
    });
    absorb(jar, res);
    return res.json();
  };
  const first = await post('entrar', { email, pass: 'Demo-2026-Mille' });
  if (first.next !== 'enrol') throw new Error(`staff sign-in: ${JSON.stringify(first)}`);
  const { secret } = await post('entrar/alta', {});
  const done = await post('entrar/alta/confirmar', {
    codigo: new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, '')) }).generate(),
  });
  if (!done.ok) throw new Error('staff enrolment failed');
  return cookieOf(jar);
}

/** A customer signed in with e-mail and password (the contract's LoginUsuario): the Cookie header. */
export async function customerCookie(base, email, pass = 'Demo-2026-Mille') {
  const login = await fetch(`${base}/api/Data/LoginUsuario`, {
    method: 'POST',
    body: new URLSearchParams({ email, pass }),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const cookie = (login.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  if (!cookie) throw new Error(`customer sign-in of ${email}: ${login.status}`);
  return cookie;
}

/** The host a report was measured on, with the malloc the server ran on (it moves RSS by ~30 MB). */
export function machineLine(env) {
  const malloc = env.LD_PRELOAD?.includes('jemalloc') ? `jemalloc (${env.MALLOC_CONF})` : 'glibc malloc';
  return `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${os.type()} ${os.release()}, server on ${malloc}`;
}
