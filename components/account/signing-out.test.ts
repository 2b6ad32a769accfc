// @vitest-environment happy-dom
// Signing out silences the 401s that race it (no «Tu sesión ha caducado» on the way to /login), but
// only while the page is on its way out: a page shown again from the back/forward cache is open
// again, and a session that ends there is an expiry to tell.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

/** The event a page restored from the back/forward cache gets (happy-dom's has no `persisted`). */
function pageshow(persisted: boolean): Event {
  return Object.assign(new Event('pageshow'), { persisted });
}

let assign: MockInstance<Location['assign']>;

beforeEach(() => {
  // A fresh module each time: the flag is the module's own.
  vi.resetModules();
  window.history.replaceState(null, '', '/micuenta?pestana=soporte');
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 401 })),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const EXPIRED = '/login?volver=/micuenta%3Fpestana%3Dsoporte&expired=1';

describe('a 401 while signing out', () => {
  it('is not taken for an expiry', async () => {
    const { beginSignOut, postJson, SessionEnded } = await import('./api');
    beginSignOut();
    await expect(postJson('LogoutUsuario', 1)).rejects.toBeInstanceOf(SessionEnded);
    expect(assign).not.toHaveBeenCalled();
  });

  it('is an expiry again once the page is restored from the back/forward cache', async () => {
    const { beginSignOut, getAccount, goToLoginExpired, SessionEnded } = await import('./api');
    beginSignOut();
    window.dispatchEvent(pageshow(true));
    await expect(getAccount('/micuenta/facturas.json')).rejects.toBeInstanceOf(SessionEnded);
    expect(assign).toHaveBeenCalledWith(EXPIRED);
    // The session probe's way in too.
    assign.mockClear();
    goToLoginExpired();
    expect(assign).toHaveBeenCalledWith(EXPIRED);
  });

  it('stays silent on a pageshow that is no restore (the page is still leaving)', async () => {
    const { beginSignOut, goToLoginExpired } = await import('./api');
    beginSignOut();
    window.dispatchEvent(pageshow(false));
    goToLoginExpired();
    expect(assign).not.toHaveBeenCalled();
  });

  it('without a sign-out, an expiry is told as ever', async () => {
    const { goToLoginExpired } = await import('./api');
    goToLoginExpired();
    expect(assign).toHaveBeenCalledWith(EXPIRED);
  });
});
