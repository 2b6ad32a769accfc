import { describe, expect, it } from 'vitest';
import { menuAreasForApi } from './menu-api';

describe('GetAreasMenu shape', () => {
  it('has the contract fields with Spanish labels and no userkey when signed out', () => {
    const areas = menuAreasForApi(null);
    expect(areas[0]).toEqual({ nombre: 'Inicio', linkarea: '/index', itemssubmenu: [] });
    const solutions = areas.find((a) => a.nombre === 'Soluciones');
    expect(solutions?.itemssubmenu).toContainEqual({
      nombre: 'Channel manager',
      linksubarea: '/soluciones/channel-manager',
    });
    expect(areas.some((a) => 'userkey' in a)).toBe(false);
  });
  it('puts the user key on the first area only', () => {
    const areas = menuAreasForApi('a@b.es');
    expect(areas[0]?.userkey).toBe('a@b.es');
    expect(areas.slice(1).some((a) => 'userkey' in a)).toBe(false);
  });
});
