// Every /api route answers the methods it does not serve with 405 in its own format and `Allow`
// (CONTRACT.md), including the methods the server preload passes on as OPTIONS (TRACE, PROPFIND…).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REFUSED_METHOD_HEADER as PRELOAD_REFUSED_METHOD_HEADER } from '@/server/request-guard';
import { otherMethods, REFUSED_METHOD_HEADER } from './methods';


const API = path.resolve(__dirname, '../../app/api');
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Each route of app/api and what it serves (the contract's rows; text/plain for the enquiry forms). */
const ROUTES: Record<string, { allow: string; format: 'json' | 'text' }> = {
  'Data/CambioPassUser': { allow: 'POST, OPTIONS', format: 'json' },
  'Data/GetAreasMenu': { allow: 'GET, HEAD, OPTIONS', format: 'json' },
  'Data/GetDeclaracionVerifactuPdf': { allow: 'POST, OPTIONS', format: 'json' },
  'Data/GetFacturaPdf': { allow: 'POST, OPTIONS', format: 'json' },
  'Data/GetFacturasHotelContacto': { allow: 'POST, OPTIONS', format: 'json' },
  'Data/GetHotelesContactoUsuario': { allow: 'POST, OPTIONS', format: 'json' },
  'Data/GetNoticias': { allow: 'GET, HEAD, OPTIONS', format: 'json' },
  'Data/HaySessionUsuario': { allow: 'GET, HEAD, OPTIONS', format: 'json' },
  'Data/LoginUsuario': { allow: 'POST, OPTIONS', format: 'json' },
  'Data/LogoutUsuario': { allow: 'POST, OPTIONS', format: 'json' },
  'Data/NuevoContacto': { allow: 'POST, OPTIONS', format: 'text' },
  'Data/NuevoContactoFormacion': { allow: 'POST, OPTIONS', format: 'text' },
  'Data/NuevoPermisoSoporte': { allow: 'POST, OPTIONS', format: 'text' },
  'Data/RestablecerPass': { allow: 'POST, OPTIONS', format: 'json' },
  'Data/SolicitarRecuperacionPass': { allow: 'POST, OPTIONS', format: 'text' },
  'Data/VerificarSegundoFactor': { allow: 'POST, OPTIONS', format: 'json' },
  callback: { allow: 'POST, OPTIONS', format: 'text' },
  'cuenta/llave/entrar': { allow: 'POST, OPTIONS', format: 'json' },
  'cuenta/llave/opciones': { allow: 'POST, OPTIONS', format: 'json' },
  'cuenta/seguridad': { allow: 'GET, HEAD, OPTIONS', format: 'json' },
  'cuenta/seguridad/llaves/eliminar': { allow: 'POST, OPTIONS', format: 'json' },
  'cuenta/seguridad/llaves/opciones': { allow: 'POST, OPTIONS', format: 'json' },
  'cuenta/seguridad/llaves/registrar': { allow: 'POST, OPTIONS', format: 'json' },
  'cuenta/seguridad/llaves/renombrar': { allow: 'POST, OPTIONS', format: 'json' },
  'cuenta/seguridad/sesiones/cerrar': { allow: 'POST, OPTIONS', format: 'json' },
  'cuenta/seguridad/totp': { allow: 'POST, OPTIONS', format: 'json' },
  'cuenta/seguridad/totp/confirmar': { allow: 'POST, OPTIONS', format: 'json' },
  'cuenta/seguridad/totp/desactivar': { allow: 'POST, OPTIONS', format: 'json' },
  'descargas/supremo': { allow: 'GET, HEAD, OPTIONS', format: 'json' },
  health: { allow: 'GET, HEAD, OPTIONS', format: 'json' },
  'gestion/consultas': { allow: 'GET, HEAD, OPTIONS', format: 'json' },
  'gestion/contactos/[id]': { allow: 'POST, OPTIONS', format: 'json' },
  'gestion/correo/[id]/reintentar': { allow: 'POST, OPTIONS', format: 'json' },
  'gestion/consultas/[id]': { allow: 'POST, OPTIONS', format: 'json' },
  'gestion/consultas/[id]/nota': { allow: 'POST, OPTIONS', format: 'json' },
  'gestion/consultas/[id]/responder': { allow: 'POST, OPTIONS', format: 'json' },
  'gestion/consultas/borrar': { allow: 'POST, OPTIONS', format: 'json' },
  'gestion/entrar': { allow: 'POST, OPTIONS', format: 'json' },
  'gestion/entrar/alta': { allow: 'POST, OPTIONS', format: 'json' },
  'gestion/entrar/alta/confirmar': { allow: 'POST, OPTIONS', format: 'json' },
  'gestion/entrar/alta/llave': { allow: 'POST, OPTIONS', format: 'json' },
  'gestion/entrar/alta/llave/opciones': { allow: 'POST, OPTIONS', format: 'json' },
  'gestion/entrar/codigo': { allow: 'POST, OPTIONS', format: 'json' },
  'gestion/entrar/llave': { allow: 'POST, OPTIONS', format: 'json' },
  'gestion/entrar/llave/opciones': { allow: 'POST, OPTIONS', format: 'json' },
  'gestion/facturas/[id]': { allow: 'POST, OPTIONS', format: 'json' },
  'gestion/facturas/[id]/borrar': { allow: 'POST, OPTIONS', format: 'json' },
  'gestion/facturas/[id]/pdf': { allow: 'GET, HEAD, OPTIONS', format: 'json' },
  'gestion/facturas/hotel/facturas.csv': { allow: 'GET, HEAD, OPTIONS', format: 'json' },
  'gestion/facturas/hotel/facturas.json': { allow: 'GET, HEAD, OPTIONS', format: 'json' },
  'gestion/facturas/hotel/facturas.zip': { allow: 'GET, HEAD, OPTIONS', format: 'json' },
  'gestion/facturas/importar': { allow: 'POST, OPTIONS', format: 'json' },
  'gestion/facturas/importar/[id]': { allow: 'POST, OPTIONS', format: 'json' },
  'gestion/facturas/originales': { allow: 'POST, OPTIONS', format: 'json' },
  'gestion/hoteles': { allow: 'POST, OPTIONS', format: 'json' },
  'gestion/hoteles/[id]': { allow: 'POST, OPTIONS', format: 'json' },
  'gestion/hoteles/[id]/contactos': { allow: 'POST, OPTIONS', format: 'json' },
  'gestion/invitacion': { allow: 'POST, OPTIONS', format: 'json' },
  'gestion/mi-cuenta/codigos': { allow: 'POST, OPTIONS', format: 'json' },
  'gestion/mi-cuenta/contrasena': { allow: 'POST, OPTIONS', format: 'json' },
  'gestion/mi-cuenta/llaves': { allow: 'POST, OPTIONS', format: 'json' },
  'gestion/mi-cuenta/llaves/eliminar': { allow: 'POST, OPTIONS', format: 'json' },
  'gestion/mi-cuenta/llaves/opciones': { allow: 'POST, OPTIONS', format: 'json' },
  'gestion/mi-cuenta/llaves/renombrar': { allow: 'POST, OPTIONS', format: 'json' },
  'gestion/noticias': { allow: 'POST, OPTIONS', format: 'json' },
  'gestion/noticias/[id]': { allow: 'POST, OPTIONS', format: 'json' },
  'gestion/noticias/[id]/borrar': { allow: 'POST, OPTIONS', format: 'json' },
  'gestion/noticias/[id]/estado': { allow: 'POST, OPTIONS', format: 'json' },
  'gestion/personal': { allow: 'POST, OPTIONS', format: 'json' },
  'gestion/personal/[id]': { allow: 'POST, OPTIONS', format: 'json' },
  'gestion/personal/[id]/segundo-factor': { allow: 'POST, OPTIONS', format: 'json' },
  'gestion/personal/[id]/sesiones': { allow: 'POST, OPTIONS', format: 'json' },
  'gestion/registro': { allow: 'GET, HEAD, OPTIONS', format: 'json' },
  'gestion/salir': { allow: 'POST, OPTIONS', format: 'json' },
  'gestion/usuarios': { allow: 'POST, OPTIONS', format: 'json' },
  'gestion/usuarios/[id]': { allow: 'POST, OPTIONS', format: 'json' },
  'internal/revalidate-news': { allow: 'POST, OPTIONS', format: 'json' },
};

function routeFiles(dir = API, prefix = ''): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory() && e.name !== '[...path]') out.push(...routeFiles(path.join(dir, e.name), `${prefix}${e.name}/`));
    else if (e.name === 'route.ts') out.push(prefix.slice(0, -1));
  }
  return out;
}

type Handler = (req: Request) => Promise<Response>;
const request = (route: string, method: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost:3000/api/${route}`, { method: method === 'HEAD' ? 'GET' : method, headers });

describe('methods a route does not serve', () => {
  it('the preload marks the refused method with the header the routes read', () => {
    expect(PRELOAD_REFUSED_METHOD_HEADER).toBe(REFUSED_METHOD_HEADER);
  });

  it('every route of app/api is listed here', () => {
    expect(routeFiles().sort()).toEqual(Object.keys(ROUTES).sort());
  });

  for (const [route, { allow, format }] of Object.entries(ROUTES)) {
    it(`${route}: 405 in ${format} with Allow: ${allow}`, async () => {
      const mod = (await import(/* @vite-ignore */ path.join(API, route, 'route.ts'))) as Record<string, Handler | undefined>;
      const allowed = allow.split(', ');
      for (const method of METHODS) {
        // Next.js answers HEAD with GET when the file has no HEAD of its own.
        const handler = mod[method] ?? (method === 'HEAD' ? mod.GET : undefined);
        expect(handler, `${route} ${method}`).toBeTypeOf('function');
        if (allowed.includes(method)) continue;
        const res = await handler!(request(route, method));
        expect([method, res.status, res.headers.get('allow')]).toEqual([method, 405, allow]);
        if (format === 'json') expect(await res.json()).toEqual({ error: 'method-not-allowed', message: 'Método no permitido' });
        else expect([res.headers.get('content-type'), await res.text()]).toEqual(['text/plain; charset=utf-8', 'Método no permitido']);
      }
      const options = await mod.OPTIONS!(request(route, 'OPTIONS'));
      expect([options.status, options.headers.get('allow')]).toEqual([204, allow]);
      const traced = await mod.OPTIONS!(request(route, 'OPTIONS', { [REFUSED_METHOD_HEADER]: 'TRACE' }));
      expect([traced.status, traced.headers.get('allow'), traced.headers.get('content-type')]).toEqual([405, allow, format === 'json' ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8']);
    });
  }

  it('a route serving GET and POST refuses only the others', async () => {
    const handlers = otherMethods('json', 'GET', 'POST');
    expect(Object.keys(handlers).sort()).toEqual(['DELETE', 'OPTIONS', 'PATCH', 'PUT']);
    expect((await handlers.PUT(request('x', 'PUT'))).headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
  });
});
