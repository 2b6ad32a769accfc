// Where the server listens, by mode: the bundled layer around a stand-in server.js that, like
// Next.js' own, listens on process.env.HOSTNAME or every interface. A demo reachable from the
// network would be a back office with published passwords.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bundledPreload, fakeNextPackage } from './test-support';

const preload = bundledPreload();

const nextLikeServer = `
const http = require('node:http');
const hostname = process.env.HOSTNAME || '0.0.0.0';
const server = http.createServer((req, res) => res.end('ok'));
server.listen(Number(process.env.PORT) || 0, hostname, () => process.stdout.write('LISTENING ' + JSON.stringify(server.address()) + '\\n'));
`;

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

interface Started {
  address: string;
  port: number;
  /** The layer's `server.bind` line. */
  bind: { address: string; port: number; msg: string };
}

/** The stand-in started as server.js with the layer preloaded, in a clean environment plus `env`. */
async function start(env: Record<string, string>): Promise<Started> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mille-bind-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'server.js'), nextLikeServer);
  fakeNextPackage(dir);
  const clean = { ...process.env };
  for (const name of ['APP_ENV', 'HOSTNAME', 'HOSTNAME_BIND', 'PORT']) delete clean[name];
  const child = spawn(process.execPath, ['-r', preload, 'server.js'], { cwd: dir, env: { ...clean, ...env } });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const listening = await new Promise<{ address: string; port: number }>((resolve, reject) => {
    const timer = setInterval(() => {
      const m = /LISTENING (.+)/.exec(out);
      if (m) {
        clearInterval(timer);
        resolve(JSON.parse(m[1]!));
      }
    }, 20);
    child.on('exit', () => reject(new Error(`exited early: ${out}`)));
  });
  const bind = out
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { event: string; address: string; port: number; msg: string })
    .find((l) => l.event === 'server.bind')!;
  return { ...listening, bind };
}

/** Whether a TCP connection to address:port is accepted. */
function connects(address: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: address, port, timeout: 2000 }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** An address of this machine other than loopback, when it has one. */
const lanAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

describe('the listening address', () => {
  it('in demo mode is loopback, even with HOSTNAME set to every interface, and the log says how to open it', async () => {
    for (const env of [{}, { APP_ENV: 'demo', HOSTNAME: '0.0.0.0' }] as Record<string, string>[]) {
      const s = await start(env);
      expect(s.address).toBe('127.0.0.1');
      expect(s.bind).toMatchObject({ address: '127.0.0.1', port: 3000 });
      expect(s.bind.msg).toContain('HOSTNAME_BIND=0.0.0.0');
    }
  });

  it.skipIf(!lanAddress)(
    'in demo mode refuses connections to the machine’s network address; HOSTNAME_BIND=0.0.0.0 opens it',
    async () => {
      const closed = await start({ APP_ENV: 'demo' });
      expect(await connects('127.0.0.1', closed.port)).toBe(true);
      expect(await connects(lanAddress!, closed.port)).toBe(false);
      const open = await start({ APP_ENV: 'demo', HOSTNAME_BIND: '0.0.0.0' });
      expect(open.address).toBe('0.0.0.0');
      expect(await connects(lanAddress!, open.port)).toBe(true);
    },
  );

  it('follows HOSTNAME_BIND in demo mode and in production', async () => {
    expect((await start({ HOSTNAME_BIND: '0.0.0.0' })).address).toBe('0.0.0.0');
    const production = await start({ APP_ENV: 'production', HOSTNAME: '0.0.0.0', HOSTNAME_BIND: '127.0.0.1' });
    expect(production.address).toBe('127.0.0.1');
    expect(production.bind.msg).toContain('HOSTNAME_BIND');
  });

  it('in production stays what it was: HOSTNAME (the image sets 0.0.0.0), else every interface', async () => {
    expect((await start({ APP_ENV: 'production', HOSTNAME: '0.0.0.0' })).address).toBe('0.0.0.0');
    expect((await start({ APP_ENV: 'production', HOSTNAME: '127.0.0.1' })).address).toBe('127.0.0.1');
    expect((await start({ APP_ENV: 'production' })).address).toBe('0.0.0.0');
  });
});
