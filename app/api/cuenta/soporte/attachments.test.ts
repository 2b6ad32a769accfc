// A support case's attachments through /api/cuenta/soporte/…, as a contract client sees them: files
// `adjuntos` of a multipart opening or reply are listed with the case, downloaded byte for byte
// (with Range) under the case's own rule (another hotel's contact 404, no session 401), and refused
// in Spanish by their content and size (HTML named .png 415, > 10 MB 413, 6 files 413), names with a
// path kept as their last part. A refused form keeps no file.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as login } from '@/app/api/Data/LoginUsuario/route';
import { DEMO_PASSWORD, seedAccounts } from '@/lib/account/demo-seed';
import { db } from '@/lib/db';
import { TestClient } from '@/lib/testing/http-client';
import { GET as download } from './adjuntos/[id]/route';
import { GET as getCase } from './casos/[id]/route';
import { POST as reply } from './casos/[id]/mensajes/route';
import { POST as open } from './casos/route';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

const RECEPTION = 'recepcion@hotelmediterraneo.es'; // type 2 of Mediterráneo
const OTHER = 'direccion@hotelatlantico.es'; // type 1 of Atlántico only
const ORIGIN = 'http://localhost:3000';

let seq = 0;
async function signedIn(email: string): Promise<TestClient> {
  const c = new TestClient(`192.0.2.${100 + (++seq % 100)}`);
  const res = await (await c.send(login, 'LoginUsuario', { form: { email, pass: DEMO_PASSWORD } })).json();
  expect(res.loginok).toBe(true);
  return c;
}

const PNG = new Uint8Array([
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  ...Array.from({ length: 3000 }, (_, i) => i % 251),
]);
const PDF = new TextEncoder().encode('%PDF-1.4\n' + 'Factura de prueba\n'.repeat(200) + '%%EOF\n');

let mediterraneo: number;

beforeAll(async () => {
  await seedAccounts();
  mediterraneo = (await db().hotel.findFirstOrThrow({ where: { taxId: 'B46512877' } })).id;
});

type Part = { name: string; bytes: Uint8Array; type?: string };

function form(fields: Record<string, string>, files: Part[]): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  for (const file of files)
    f.append('adjuntos', new Blob([file.bytes as BlobPart], { type: file.type ?? 'image/png' }), file.name);
  return f;
}

const caseFields = () => ({
  id_hotel: String(mediterraneo),
  categoria: 'incidencia',
  prioridad: 'media',
  asunto: 'Pantallazo del error',
  descripcion: 'Adjunto la captura y el informe.',
});

/**
 * The form sent as bytes, as a browser's upload arrives: a FormData body is encoded by undici while
 * the handler reads it, and a refusal that stops reading midway (a file too big, a wrong type)
 * makes that encoder throw after the test, into nobody's hands.
 */
async function post(c: TestClient | null, url: string, form: FormData): Promise<Request> {
  const encoded = new Response(form);
  const body = await encoded.arrayBuffer();
  return new Request(`${ORIGIN}${url}`, {
    method: 'POST',
    headers: {
      ...(c ? { cookie: c.cookieHeader() } : {}),
      origin: ORIGIN,
      host: 'localhost:3000',
      'content-type': encoded.headers.get('content-type')!,
    },
    body,
  });
}

function get(c: TestClient | null, url: string, headers: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}${url}`, {
    headers: { ...(c ? { cookie: c.cookieHeader() } : {}), host: 'localhost:3000', ...headers },
  });
}

const params = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });

const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());

describe('support cases: attachments', () => {
  it('opens a case with a PNG and a PDF, lists them, and serves them byte for byte, with Range', async () => {
    const c = await signedIn(RECEPTION);
    const res = await open(
      await post(
        c,
        '/api/cuenta/soporte/casos',
        form(caseFields(), [
          { name: 'captura.png', bytes: PNG },
          { name: 'informe.pdf', bytes: PDF, type: 'application/pdf' },
        ]),
      ),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const made = await res.json();
    expect(made.adjuntos).toEqual([
      { id: expect.any(Number), nombre: 'captura.png', tamano: PNG.byteLength, tipo: 'image/png' },
      { id: expect.any(Number), nombre: 'informe.pdf', tamano: PDF.byteLength, tipo: 'application/pdf' },
    ]);
    // Read again: the same list.
    const again = await (await getCase(get(c, `/api/cuenta/soporte/casos/${made.id}`), params(made.id))).json();
    expect(again.adjuntos).toEqual(made.adjuntos);

    const [png, pdf] = made.adjuntos;
    const whole = await download(get(c, `/api/cuenta/soporte/adjuntos/${png.id}`), params(png.id));
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('image/png');
    expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
    expect(whole.headers.get('content-disposition')).toMatch(/^inline/);
    expect(await bytesOf(whole)).toEqual(PNG);

    const part = await download(
      get(c, `/api/cuenta/soporte/adjuntos/${pdf.id}`, { range: 'bytes=100-199' }),
      params(pdf.id),
    );
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${PDF.byteLength}`);
    expect(await bytesOf(part)).toEqual(PDF.subarray(100, 200));
  });

  it('a reply carries its files; text is a download, and a name with a path keeps its last part', async () => {
    const c = await signedIn(RECEPTION);
    const made = await (await open(await post(c, '/api/cuenta/soporte/casos', form(caseFields(), [])))).json();
    expect(made.adjuntos).toEqual([]);
    const log = new TextEncoder().encode('2026-11-26 08:00:01 ERROR impresora no responde\n');
    const res = await reply(
      await post(
        c,
        `/api/cuenta/soporte/casos/${made.id}/mensajes`,
        form({ texto: 'Adjunto el registro.' }, [
          { name: '../../etc/registro.log', bytes: log, type: 'text/plain' },
          { name: 'C:\\Users\\recepcion\\captura.png', bytes: PNG },
        ]),
      ),
      params(made.id),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const thread = await res.json();
    const [message] = thread.mensajes;
    expect(message.adjuntos.map((a: { nombre: string }) => a.nombre)).toEqual(['registro.log', 'captura.png']);
    const file = await download(
      get(c, `/api/cuenta/soporte/adjuntos/${message.adjuntos[0].id}`),
      params(message.adjuntos[0].id),
    );
    expect(file.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(await bytesOf(file)).toEqual(log);
  });

  it('another hotel’s contact gets 404 on the attachment; no session 401', async () => {
    const c = await signedIn(RECEPTION);
    const made = await (
      await open(await post(c, '/api/cuenta/soporte/casos', form(caseFields(), [{ name: 'a.png', bytes: PNG }])))
    ).json();
    const id = made.adjuntos[0].id;
    const other = await signedIn(OTHER);
    const stranger = await download(get(other, `/api/cuenta/soporte/adjuntos/${id}`), params(id));
    expect(stranger.status).toBe(404);
    const missing = await download(get(c, `/api/cuenta/soporte/adjuntos/999999`), params(999999));
    expect(missing.status).toBe(404);
    const anonymous = await download(get(null, `/api/cuenta/soporte/adjuntos/${id}`), params(id));
    expect(anonymous.status).toBe(401);
    const anonymousOpen = await open(await post(null, '/api/cuenta/soporte/casos', form(caseFields(), [])));
    expect(anonymousOpen.status).toBe(401);
  });

  it('refuses HTML named .png (415), a file over 10 MB (413) and six files (413), in Spanish, keeping nothing', async () => {
    const c = await signedIn(RECEPTION);
    const cases = await db().supportCase.count();
    const files = await db().storedFile.count({ where: { deletedAt: null } });

    const html = new TextEncoder().encode('<!doctype html><html><script>alert(1)</script></html>');
    const fake = await open(
      await post(c, '/api/cuenta/soporte/casos', form(caseFields(), [{ name: 'foto.png', bytes: html }])),
    );
    expect(fake.status).toBe(415);
    expect((await fake.json()).message).toBe(
      '«foto.png» es una página HTML, que no se admite por seguridad. Si hace falta, envíalo comprimido en un ZIP.',
    );

    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PNG.subarray(0, 8));
    const large = await open(
      await post(c, '/api/cuenta/soporte/casos', form(caseFields(), [{ name: 'grande.png', bytes: big }])),
    );
    expect(large.status).toBe(413);
    expect((await large.json()).message).toMatch(/grande\.png/);

    const six = Array.from({ length: 6 }, (_, i) => ({ name: `c${i}.png`, bytes: PNG }));
    const many = await open(await post(c, '/api/cuenta/soporte/casos', form(caseFields(), six)));
    expect(many.status).toBe(413);
    expect((await many.json()).message).toBe('Como máximo 5 ficheros por envío.');

    expect(await db().supportCase.count()).toBe(cases);
    expect(await db().storedFile.count({ where: { deletedAt: null } })).toBe(files);
  });

  it('a form the service refuses keeps none of its files', async () => {
    const c = await signedIn(RECEPTION);
    const files = await db().storedFile.count({ where: { deletedAt: null } });
    const res = await open(
      await post(
        c,
        '/api/cuenta/soporte/casos',
        form({ ...caseFields(), prioridad: 'urgente' }, [{ name: 'a.png', bytes: PNG }]),
      ),
    );
    expect(res.status).toBe(400);
    expect(await db().storedFile.count({ where: { deletedAt: null } })).toBe(files);
  });
});
