// The demo mail folder as the browser tests read it: the newest .eml to an address with a subject,
// headers unfolded and decoded, body decoded from base64 or quoted-printable.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? `data/e2e-${port}`);

/** The text of the newest demo mail to `to` with `subject`, once the outbox has written it. */
export async function mailTo(to: string, subject: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      () => {
        const dir = path.join(dataDir, 'mail');
        // The folder appears with the server's first mail.
        if (!existsSync(dir)) return false;
        const names = readdirSync(dir)
          .filter((f) => f.endsWith('.eml'))
          .sort()
          .reverse();
        for (const name of names) {
          const raw = readFileSync(path.join(dir, name), 'utf8');
          const head = headers(raw);
          if (head.includes(`To: ${to}`) && head.includes(`Subject: ${subject}`)) {
            text = decodeBody(raw);
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return text;
}

/** The header block, unfolded, with its encoded words (=?UTF-8?Q?…?=) decoded. */
export function headers(raw: string): string {
  const block = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return block
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (__, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

function decodeBody(raw: string): string {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/Content-Transfer-Encoding: base64/i.test(head!))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head!)) {
    return Buffer.from(
      body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  }
  return body;
}

/** Every demo mail written so far to `to` whose subject starts with `subject`: headers and body. */
export function mailsTo(to: string, subject: string): { head: string; body: string }[] {
  const dir = path.join(dataDir, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((name) => readFileSync(path.join(dir, name), 'utf8'))
    .map((raw) => ({ head: headers(raw), body: decodeBody(raw) }))
    .filter(({ head }) => head.includes(`To: ${to}`) && head.includes(`Subject: ${subject}`));
}
