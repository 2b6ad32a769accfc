// Any /api path we do not serve: 404 in JSON, whatever the method.
import { jsonResponse } from '@/lib/http/errors';

const notFound = async () => jsonResponse({ error: 'not-found', message: 'Recurso no encontrado' }, 404);

export {
  notFound as GET,
  notFound as POST,
  notFound as PUT,
  notFound as PATCH,
  notFound as DELETE,
  notFound as HEAD,
  notFound as OPTIONS,
};
