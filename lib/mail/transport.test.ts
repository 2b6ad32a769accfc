// What leaves the transport: a non-essential mail carries RFC 8058 one-click unsubscribe headers,
// an essential one carries none.
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resetEnvForTests } from '@/lib/env';
import { createSender } from './transport';

const before = { DATA_DIR: process.env.DATA_DIR, SMTP_URL: process.env.SMTP_URL };

afterEach(() => {
  process.env.DATA_DIR = before.DATA_DIR;
  if (before.SMTP_URL === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = before.SMTP_URL;
  resetEnvForTests();
});

async function sent(mail: { unsubscribeUrl?: string }): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mille-transport-'));
  process.env.DATA_DIR = dir;
  delete process.env.SMTP_URL;
  resetEnvForTests();
  const sender = createSender();
  await sender.send({ id: 7, to: 'ana@hotel.example', replyTo: '', subject: 'Aviso', text: 'Hola', ...mail });
  sender.close();
  const [file] = await readdir(path.join(dir, 'mail'));
  return readFile(path.join(dir, 'mail', file!), 'utf8');
}

describe('mail transport', () => {
  it('adds List-Unsubscribe and List-Unsubscribe-Post to a mail that can be turned off', async () => {
    const raw = await sent({ unsubscribeUrl: 'https://www.example.com/baja/abc' });
    expect(raw).toMatch(/^List-Unsubscribe: <https:\/\/www\.example\.com\/baja\/abc>/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });

  it('adds neither to an essential mail', async () => {
    const raw = await sent({});
    expect(raw).not.toMatch(/^List-Unsubscribe/im);
  });
});
