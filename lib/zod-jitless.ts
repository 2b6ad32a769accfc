// zod for schemas the browser builds. zod 4 compiles object parsers with `new Function` when it
// may, and finds out by trying: under the nonce CSP of /login and /micuenta (no 'unsafe-eval')
// that try is reported as a violation on every load even though zod catches it. Jitless, zod
// never tries. The setting must run before the first schema is built, so such modules import z
// from here rather than from 'zod'.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
