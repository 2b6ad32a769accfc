// The wrapper of the customer's JSON API for the vendor's own apps (/api/cuenta/soporte/…): the
// account wrapper's origin check on writes, cookie jar and error mapper, the session (401 without
// one, a dead cookie cleared), a route's dynamic segments parsed by its schema (404 when they do
// not fit), and one or both of GET and POST in one file, the other methods refused with 405.
// Answers and refusals in the contract's JSON (`{ error, message }`, docs/CONTRACT.md).
import 'server-only';
import type { z } from 'zod';
import type { Served } from '@/lib/http/methods';
import { otherMethods, type Handler, type RouteTable } from '@/lib/http/methods';
import { routeParams } from '@/lib/http/route-params';
import type { CookieJar } from './cookies';
import { accountHandler, requireSession } from './route';
import type { Session } from './session';

export type CustomerHandler<P> = (
  req: Request,
  session: Session,
  call: { jar: CookieJar; params: P },
) => Promise<Response>;

export function customerApi<S extends Served>(handlers: Record<S, CustomerHandler<undefined>>): RouteTable<S>;
export function customerApi<S extends Served, P>(
  params: z.ZodType<P>,
  handlers: Record<S, CustomerHandler<P>>,
): RouteTable<S>;
export function customerApi<S extends Served, P>(
  ...args: [Record<S, CustomerHandler<undefined>>] | [z.ZodType<P>, Record<S, CustomerHandler<P>>]
): RouteTable<S> {
  const [schema, handlers] = args.length === 1 ? [undefined, args[0]] : args;
  const served = Object.keys(handlers) as S[];
  const table: Record<string, Handler> = { ...otherMethods('json', ...served) };
  for (const method of served) {
    const handler = (handlers as Record<S, CustomerHandler<P | undefined>>)[method];
    table[method] = accountHandler(async (req, jar, context) => {
      const session = await requireSession(jar);
      const params = schema ? await routeParams(context, schema) : undefined;
      return handler(req, session, { jar, params });
    });
  }
  return table as RouteTable<S>;
}
