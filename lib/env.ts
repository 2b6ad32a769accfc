// The environment, parsed once with zod. Nothing else reads process.env.
// Stays free of `server-only` and of Next imports so scripts and next.config.ts can import it.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { estimatedSecretBits, MIN_SECRET_BITS } from './secret-strength';

const int = (fallback: number) => z.coerce.number().int().nonnegative().default(fallback);
const between = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);
const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const schema = z.object({
  APP_ENV: z.enum(['demo', 'production', 'test']).default('demo'),
  PORT: int(3000),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z.string().optional(),
  SESSION_SECRET: z.string().optional(),
  SITE_URL: z.url().optional(),
  // Production refuses an http:// SITE_URL (sessions and passwords would cross the network in
  // clear) unless this says the site is really served over plain HTTP, on a private network.
  ALLOW_HTTP_SITE_URL: flag,
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Mille Hotel Software <no-responder@millehotel.es>'),
  MAIL_TO_CONTACT: z.string().optional(),
  MAIL_TO_TRAINING: z.string().optional(),
  MAIL_TO_SUPPORT: z.string().optional(),
  MAIL_TO_CALLBACK: z.string().optional(),
  SEED_DEMO: flag,
  TRUST_PROXY_HOPS: int(0),
  BODY_LIMIT_BYTES: int(64 * 1024),
  ENQUIRY_LIMIT: int(10),
  ENQUIRY_WINDOW_SECONDS: int(3600),
  LOGIN_MAX_FAILURES: int(10),
  LOGIN_LOCK_SECONDS: int(15 * 60),
  LOGIN_IP_LIMIT: int(50),
  LOGIN_IP_WINDOW_SECONDS: int(15 * 60),
  // Password-reset links asked for per client address per hour, and mailed to one e-mail per hour
  // from all addresses together (lib/auth/password-reset.ts; 3 per e-mail and address besides).
  RESET_IP_LIMIT: int(10),
  RESET_EMAIL_LIMIT: int(10),
  SESSION_IDLE_SECONDS: int(3600),
  SESSION_ABSOLUTE_SECONDS: int(12 * 3600),
  OUTBOX_POLL_MS: int(5000),
  OUTBOX_MAX_BACKOFF_SECONDS: int(15 * 60),
  OUTBOX_STUCK_SECONDS: int(3600),
  // What the privacy page promises: enquiries and their mails are deleted this many months after
  // they arrive. The page is pre-rendered, so the build's value is the one it states (docs/OPERATIONS.md).
  ENQUIRY_RETENTION_MONTHS: between(1, 120, 24),
  // How long the back office's audit trail is kept, in months (then the cleanup deletes entries):
  // six years by default, the longest period Spanish law asks business records to be kept.
  AUDIT_RETENTION_MONTHS: between(12, 240, 72),
  // How often each instance runs the cleanup (lib/cleanup). Under a day: timers cap near 24 days.
  CLEANUP_INTERVAL_SECONDS: between(60, 86_400, 3600),
  // The optional scheduled backup of the embedded database (lib/backup/schedule.ts): a folder
  // turns it on; a copy every so many minutes (5 minutes to a week), the newest so many kept.
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_INTERVAL_MINUTES: between(5, 10_080, 1440),
  BACKUP_KEEP: between(1, 1000, 7),
  SUPREMO_PATH: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof schema> & {
  DATABASE_URL: string;
  SESSION_SECRET: string;
  SITE_URL: string;
  isProduction: boolean;
  dataDir: string;
  /** Where the demo secret is kept when SESSION_SECRET is not given; null when it is. */
  sessionSecretFile: string | null;
  /** Whether SITE_URL was given (otherwise it defaults to localhost). */
  siteUrlConfigured: boolean;
};

export class EnvError extends Error {}

const DEMO_SECRET_FILE = 'session-secret';

/** Reads (or creates once) the demo session secret under the data folder. */
function demoSecret(dataDir: string): string {
  const file = path.join(dataDir, DEMO_SECRET_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const names = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new EnvError(`Configuración no válida: ${names}`);
  }
  const e = result.data;
  const isProduction = e.APP_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  if (isProduction) {
    const missing: string[] = [];
    if (!e.SESSION_SECRET || e.SESSION_SECRET.length < 32) missing.push('SESSION_SECRET (al menos 32 caracteres)');
    if (!e.SITE_URL) missing.push('SITE_URL');
    if (!e.SMTP_URL) missing.push('SMTP_URL');
    if (missing.length) {
      throw new EnvError(`APP_ENV=production necesita estas variables: ${missing.join(', ')}. Véase .env.example.`);
    }
    checkProductionSettings({ ...e, SESSION_SECRET: e.SESSION_SECRET!, SITE_URL: e.SITE_URL! });
  }
  if (e.SESSION_SECRET !== undefined && e.SESSION_SECRET.length < 32) {
    throw new EnvError('SESSION_SECRET debe tener al menos 32 caracteres.');
  }
  let secret = e.SESSION_SECRET;
  return {
    ...e,
    isProduction,
    dataDir,
    siteUrlConfigured: Boolean(e.SITE_URL),
    sessionSecretFile: e.SESSION_SECRET === undefined ? path.join(dataDir, DEMO_SECRET_FILE) : null,
    DATABASE_URL: e.DATABASE_URL ?? `file:${path.join(dataDir, 'app.db')}`,
    // Lazy: a build reads the environment too, and must not create files.
    get SESSION_SECRET() {
      secret ??= demoSecret(dataDir);
      return secret;
    },
    SITE_URL: (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
  };
}

/**
 * What production refuses even when every variable is there: a secret typed by hand (it seals the
 * sessions and derives every key; docs/SECURITY.md) and a public address without TLS.
 */
function checkProductionSettings(e: { SESSION_SECRET: string; SITE_URL: string; ALLOW_HTTP_SITE_URL: boolean }): void {
  const bits = estimatedSecretBits(e.SESSION_SECRET);
  if (bits < MIN_SECRET_BITS) {
    throw new EnvError(
      `SESSION_SECRET parece poco aleatoria (unos ${bits} bits estimados; hacen falta al menos ${MIN_SECRET_BITS}): ` +
        'no la escribas a mano, genérala con `openssl rand -base64 48` (o ' +
        "`node -e \"console.log(require('crypto').randomBytes(48).toString('base64url'))\"`).",
    );
  }
  if (new URL(e.SITE_URL).protocol === 'http:' && !e.ALLOW_HTTP_SITE_URL) {
    throw new EnvError(
      `SITE_URL=${e.SITE_URL} no usa https://: en producción las sesiones y las contraseñas irían sin cifrar. ` +
        'Pon la dirección https:// que usan los clientes (también detrás de un proxy que termina TLS), ' +
        'o ALLOW_HTTP_SITE_URL=1 si el sitio se sirve de verdad por http en una red privada.',
    );
  }
}

/**
 * ENQUIRY_RETENTION_MONTHS alone, for the build (next.config.ts): a build needs no secrets and
 * must not write any, so it cannot call env().
 */
export function retentionMonthsFrom(source: Record<string, string | undefined>): number {
  const result = schema.shape.ENQUIRY_RETENTION_MONTHS.safeParse(source.ENQUIRY_RETENTION_MONTHS);
  if (!result.success) throw new EnvError(`ENQUIRY_RETENTION_MONTHS no es válido: ${source.ENQUIRY_RETENTION_MONTHS}`);
  return result.data;
}

/**
 * ENQUIRY_RETENTION_MONTHS as the build saw it: next.config.ts inlines it into the server bundle,
 * because the pre-rendered privacy page states that value. Undefined outside a Next.js build
 * (unit tests, the staff tool).
 */
export function builtEnquiryRetentionMonths(): number | undefined {
  const built = process.env.MILLE_BUILT_ENQUIRY_RETENTION_MONTHS;
  return built ? Number(built) : undefined;
}

/**
 * The privacy page must state the retention the cleanup applies: a server whose setting differs
 * from the one its pages were built with refuses to start.
 */
export function checkBuiltRetention(
  e: Pick<Env, 'ENQUIRY_RETENTION_MONTHS'>,
  built = builtEnquiryRetentionMonths(),
): void {
  if (built === undefined || built === e.ENQUIRY_RETENTION_MONTHS) return;
  throw new EnvError(
    `ENQUIRY_RETENTION_MONTHS=${e.ENQUIRY_RETENTION_MONTHS}, pero la página de privacidad de este build dice ${built} meses. ` +
      `Construye de nuevo con ENQUIRY_RETENTION_MONTHS=${e.ENQUIRY_RETENTION_MONTHS} (docker build --build-arg ENQUIRY_RETENTION_MONTHS=…) o arranca con ${built}.`,
  );
}

/**
 * The SITE_URL the build saw ('' when it had none), which next.config.ts inlines into the server
 * bundle: canonical links, hreflang, og:url and the JSON-LD of the pre-rendered pages carry it.
 * Undefined outside a Next.js build (unit tests, the staff tool).
 */
export function builtSiteUrl(): string | undefined {
  const built = process.env.MILLE_BUILT_SITE_URL;
  return built === undefined ? undefined : built.replace(/\/$/, '');
}

/**
 * The pre-rendered pages name the address they were built with, and search engines follow it: a
 * production server at another SITE_URL refuses to start rather than serve pages that send them
 * elsewhere. A build without SITE_URL names the company's public address (lib/seo/site-url.ts),
 * which a copy at another address (a staging server) rightly keeps as its canonical.
 */
export function checkBuiltSiteUrl(
  e: Pick<Env, 'SITE_URL' | 'isProduction' | 'siteUrlConfigured'>,
  built = builtSiteUrl(),
): void {
  if (!built || !e.isProduction || !e.siteUrlConfigured || built === e.SITE_URL) return;
  throw new EnvError(
    `SITE_URL=${e.SITE_URL}, pero las páginas de este build enlazan a ${built} (canónicas, hreflang, og:url, sitemap, RSS). ` +
      `Construye de nuevo con SITE_URL=${e.SITE_URL} (docker build --build-arg SITE_URL=…) o arranca con SITE_URL=${built}.`,
  );
}

let cached: Env | undefined;

/** The parsed environment of this process. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Tests change variables between cases; this forgets the parsed copy. */
export function resetEnvForTests(): void {
  cached = undefined;
}
