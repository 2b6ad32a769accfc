// Which Node.js versions the service runs on is said in three places that must agree:
// package.json `engines` (npm refuses others, engine-strict), the preload's start-up check, and
// .nvmrc (the version CI and the image use). Node 22 (from 22.13) and 24 work.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledPreload } from '../server/test-support';

const root = path.resolve(__dirname, '..');
const preload = bundledPreload();
const engines = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string } })
  .engines.node;
const nvmrc = readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();

function majorOf(node: string): number | null {
  try {
    return Number(execFileSync(node, ['-p', 'process.versions.node.split(".")[0]'], { encoding: 'utf8' }).trim());
  } catch {
    return null;
  }
}

// These machines carry an old system Node (20); elsewhere there may be none to try.
const oldNode = ['/usr/bin/node', '/usr/local/bin/node'].find((n) => (majorOf(n) ?? 99) < 22);

describe('Node.js versions', () => {
  it('engines accepts the 22 and 24 LTS lines, and .nvmrc is one of them', () => {
    expect(engines).toBe('^22.13.0 || >=24.11.0');
    const [major, minor] = nvmrc.split('.').map(Number);
    expect(major).toBe(24);
    expect(minor).toBeGreaterThanOrEqual(11);
  });

  it('the preload starts on this Node', () => {
    const run = spawnSync(process.execPath, ['-r', preload, '-e', 'process.exit(0)'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it.skipIf(!oldNode)('the preload refuses an older Node with a message naming the versions that work', () => {
    const run = spawnSync(oldNode!, ['-r', preload, '-e', 'process.exit(0)'], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /^\[arranque\] Este servicio funciona con Node\.js 22 \(22\.13 o posterior\) o 24 \(recomendado, el de \.nvmrc\); ahora v\d+/,
    );
  });
});
