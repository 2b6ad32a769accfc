import { describe, expect, it, vi } from 'vitest';
import { checkVersion, VERSION_KEY, type VersionDeps } from './check';

function deps(stored: string | null, versions: string[]): VersionDeps & { store: Map<string, string> } {
  const store = new Map<string, string>();
  if (stored !== null) store.set(VERSION_KEY, stored);
  return {
    store,
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    fetchVersion: vi.fn(async () => versions.shift() ?? 'x'),
    clearCaches: vi.fn(async () => undefined),
    reload: vi.fn(),
    log: vi.fn(),
  };
}

describe('app version check', () => {
  it('stores the version on the first visit', async () => {
    const d = deps(null, ['1.0.0']);
    expect(await checkVersion(d)).toBe('stored');
    expect(d.store.get(VERSION_KEY)).toBe('1.0.0');
    expect(d.reload).not.toHaveBeenCalled();
  });
  it('does nothing when the version is the same', async () => {
    const d = deps('1.0.0', ['1.0.0']);
    expect(await checkVersion(d)).toBe('same');
    expect(d.clearCaches).not.toHaveBeenCalled();
  });
  it('clears caches, stores the new version and reloads when it changed', async () => {
    const d = deps('1.0.0', ['1.1.0', '1.1.0']);
    expect(await checkVersion(d)).toBe('updated');
    expect(d.clearCaches).toHaveBeenCalledOnce();
    expect(d.store.get(VERSION_KEY)).toBe('1.1.0');
    expect(d.reload).toHaveBeenCalledOnce();
  });
  it('logs its message when meta.json fails', async () => {
    const d = deps('1.0.0', []);
    d.fetchVersion = vi.fn(async () => {
      throw new Error('offline');
    });
    expect(await checkVersion(d)).toBe('error');
    expect(d.log).toHaveBeenCalledWith('Error al obtener meta.json', expect.any(Error));
  });
});
