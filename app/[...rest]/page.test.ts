// An address that is a page's own in other capitals reaches that page; anything else the home page.
import { describe, expect, it } from 'vitest';
import { pageAddressIgnoringCase } from '@/lib/content/page-address';
import UnknownPath from './page';

/** Where the route sends `path` (Next.js throws its redirect; the digest carries type, place, status). */
async function target(path: string): Promise<string> {
  const rest = path.split('/').filter(Boolean);
  try {
    await UnknownPath({ params: Promise.resolve({ rest }) });
  } catch (error) {
    const [, , place, status] = String((error as { digest?: string }).digest).split(';');
    return `${status} ${place}`;
  }
  throw new Error('no redirect');
}

describe('an unknown path', () => {
  it.each([
    ['/soluciones/Othello', '308 /soluciones/othello'],
    ['/SOLUCIONES/CHANNEL-MANAGER', '308 /soluciones/channel-manager'],
    ['/Contacto/', '308 /contacto'],
    ['/Index', '308 /index'],
    ['/EN/Soluciones/Othello', '308 /en/soluciones/othello'],
    ['/En', '308 /en'],
    ['/soluciones/othelo', '307 /index'],
    ['/pagina-que-no-existe', '307 /index'],
  ])('%s → %s', async (path, expected) => {
    expect(await target(path)).toBe(expected);
  });

  it('names no page outside the table', () => {
    expect(pageAddressIgnoringCase('/Soporte/Conectar')).toBeUndefined();
    expect(pageAddressIgnoringCase('/gestion')).toBeUndefined();
  });
});
