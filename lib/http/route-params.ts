// A route's dynamic segments (`[id]` in its folder), as its wrapper hands them to the handler:
// parsed by a zod schema from what Next.js passes beside the request. A segment that does not fit
// answers 404, like an id that names nothing.
import { z } from 'zod';
import { refusals } from './errors';
import type { RouteContext } from './methods';

export async function routeParams<P>(context: RouteContext | undefined, schema: z.ZodType<P>): Promise<P> {
  const parsed = schema.safeParse(await context?.params);
  if (!parsed.success) throw refusals.notFound();
  return parsed.data;
}

/** `[id]`, a database row's number. */
export const numericId = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
});

/** `[id]`, a random token (a pending import). */
export const tokenId = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
