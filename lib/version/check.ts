// The app-version check (a new release clears the browser's caches and reloads once), as plain
// functions the browser island calls.
import { siteStorage } from '@/lib/cookies/site-cookies';

export const VERSION_KEY = siteStorage.appVersion.name;
export const UNKNOWN_VERSION = 'unknown';

export interface VersionDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  fetchVersion: () => Promise<string>;
  clearCaches: () => Promise<void>;
  reload: (stamp: number) => void;
  log: (message: string, error?: unknown) => void;
}

/** Returns what happened: 'stored' (first visit), 'same', 'updated' (reload asked) or 'error'. */
export async function checkVersion(deps: VersionDeps): Promise<'stored' | 'same' | 'updated' | 'error'> {
  let fetched: string;
  try {
    fetched = await deps.fetchVersion();
  } catch (error) {
    deps.log('Error al obtener meta.json', error);
    return 'error';
  }
  try {
    const stored = deps.storage.getItem(VERSION_KEY) ?? UNKNOWN_VERSION;
    if (stored === UNKNOWN_VERSION) {
      deps.storage.setItem(VERSION_KEY, fetched);
      return 'stored';
    }
    if (stored === fetched) return 'same';
  } catch (error) {
    deps.log('Error al verificar la versión', error);
    return 'error';
  }
  try {
    await deps.clearCaches();
    const again = await deps.fetchVersion();
    deps.storage.setItem(VERSION_KEY, again);
    deps.reload(Date.now());
    return 'updated';
  } catch (error) {
    deps.log('Error al actualizar la versión', error);
    return 'error';
  }
}
