// POST /api/gestion/productos/versiones/:id/ficheros — form { subida, tipo, nombre? }: adds a
// completed upload of the session's staff member to the version as its installer, manual or notes
// (an installer must hold one: 415 otherwise). `nombre`, the name as chosen in the browser, lets the
// answer say when the file was kept under another (its content not what its extension said).
import { z } from 'zod';
import { answerResponse, refusals } from '@/lib/http/errors';
import { clientOf, formOf } from '@/lib/http/route';
import { numericId } from '@/lib/http/route-params';
import { FILE_KINDS } from '@/lib/products/fields';
import { addVersionFile } from '@/lib/products/staff/versions';
import { staffRoute } from '@/lib/staff/route';

export const dynamic = 'force-dynamic';

const form = z.object({
  subida: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
  tipo: z.enum(FILE_KINDS),
  nombre: z.string().max(1000).optional(),
});

export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = staffRoute(
  'POST',
  'products.manage',
  numericId,
  async (req, staff, { params: { id } }) => {
    const parsed = form.safeParse(await formOf(req));
    if (!parsed.success) throw refusals.of('invalid', 'invalid-file', 'Elige un fichero subido y su tipo.');
    const { subida, tipo, nombre } = parsed.data;
    const answer = await addVersionFile(staff, id, subida, tipo, clientOf(req), nombre);
    if (!answer) throw refusals.notFound();
    return answerResponse(answer);
  },
);
