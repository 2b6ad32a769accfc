// The server layer: what Next.js leaves to whoever runs its standalone server, preloaded into the
// server process (`node -r ./server-preload.cjs server.js`; scripts/build-server.mjs bundles this
// folder into that one file, beside server.js in .next/standalone). One file per job:
//
//   bind-address.ts       the address server.js listens on (demo: loopback only)
//   client-address.ts     the socket address, stamped on each request for the app
//   shutdown.ts           SIGTERM/SIGINT: finish requests in flight, run the app's hooks, exit
//   brotli-assets.ts      the build's precompressed scripts and stylesheets to browsers that take br
//   prerendered-pages.ts  the never-revalidated public pages answered from memory
//   compressed-answers.ts GetNoticias' 4.3 MB compressed once per version, not per request
//   script-hashes.ts      the static pages' policy: their own inline scripts' hashes, no 'unsafe-inline'
//   status-banner.ts      the service status banner spliced into every public page's HTML
//   manifest-contexts.ts  Next.js' route manifests evaluated in one V8 context, not one per route
//   heap.ts               the memory and collection settings (values in runtime-settings.json)
//   request-guard.ts      requests Next.js would answer badly or not at all, answered in our format
//   timeouts.ts           bounded times to receive a request
//   security-headers.ts   the build's security headers on every answer, HSTS by mode
//   console-json.ts       console output as JSON lines
//   request-watch.ts      requests running long, and the ones in flight when the heap nears its ceiling
//   crash-test.ts         an out-of-memory on request, for the crash test only (never in production)
//
// At start each layer says whether it is on (layers.ts; /api/health reports the same). Those that
// read Next.js' private build files (next-build.ts) turn themselves off with a warning when the
// files are missing or not understood, or when Next.js is not the version they were verified
// against: the site then works as plain Next.js, slower and with Next's own refusals.
//
// Only client-address and heap act outside the production server (server.js): `next dev` loads
// this file too, through NODE_OPTIONS, and keeps its own signal handling, assets and output.
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import { brotliAssets } from './brotli-assets';
import { COMPRESSED_ONCE, compressedAnswers, missingRoutes } from './compressed-answers';
import { applyBindAddress } from './bind-address';
import { announcePeerHeader, stampPeer } from './client-address';
import { jsonConsole } from './console-json';
import { applyHeapSettings, heapSummary } from './heap';
import { offBySetting, offLoudly, on } from './layers';
import { logLine } from './log-line';
import { shareManifestContext } from './manifest-contexts';
import { nextVersionProblem, prerenderManifest, routesManifest } from './next-build';
import { crashTestHook } from './crash-test';
import { fetchFromNext, prerenderedPages } from './prerendered-pages';
import { requestGuard } from './request-guard';
import { requestWatch } from './request-watch';
import { carriesStaticCsp, scriptHashes } from './script-hashes';
import { POLL_MS, statusBanner } from './status-banner';
import { siteScripts } from './trusted-scripts';
import { securityHeaders } from './security-headers';
import { gracefulShutdown } from './shutdown';
import { serverTimeouts, type ServerTimeouts } from './timeouts';

// The service runs on Node.js 22 (from 22.13) and 24, the maintained LTS lines (package.json
// `engines`; 24, in .nvmrc, is the one measured and deployed). On an older one the SQLite binding
// crashes the process outright (a segmentation fault), so say so instead.
const MIN_NODE_MAJOR = 22;
if (Number(process.versions.node.split('.')[0]) < MIN_NODE_MAJOR) {
  process.stderr.write(
    `[arranque] Este servicio funciona con Node.js 22 (22.13 o posterior) o 24 (recomendado, el de .nvmrc); ahora ${process.version}.\n`,
  );
  process.exit(1);
}

const growingPercent = applyHeapSettings();
announcePeerHeader();

if (path.basename(process.argv[1] || '') === 'server.js')
  startProductionLayers(path.dirname(path.resolve(process.argv[1]!)));
else stampRequests();

/** Outside the production server: the client address only. */
function stampRequests() {
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function stampingEmit(this: http.Server, event: string, ...args: unknown[]) {
    if (event === 'request') stampPeer(args[0] as http.IncomingMessage);
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof emit;
}

function startProductionLayers(serverDir: string) {
  let timeouts: ServerTimeouts;
  try {
    timeouts = serverTimeouts();
  } catch (error) {
    process.stderr.write(`[arranque] ${(error as Error).message}\n`);
    process.exit(1);
  }

  applyBindAddress(process.env, logLine);
  on('client-address');
  if (growingPercent) on('heap', heapSummary(growingPercent));
  else offBySetting('heap', `HEAP_GROWING_PERCENT not set: V8's own growing factor (${heapSummary(null)})`);
  on('timeouts', `request ${timeouts.requestTimeout} ms, headers ${timeouts.headersTimeout} ms`);

  // The layers that read Next.js' build: only on the build and the Next.js they were verified with.
  const versionProblem = nextVersionProblem(serverDir);
  const routes = versionProblem ? { ok: false as const, problem: versionProblem } : routesManifest(serverDir);
  const prerender = versionProblem ? { ok: false as const, problem: versionProblem } : prerenderManifest(serverDir);

  if (versionProblem)
    offLoudly('manifest-contexts', `${versionProblem}; each route's manifest gets a V8 context of its own`);
  else {
    shareManifestContext();
    on('manifest-contexts', "Next.js' route manifests are evaluated in one V8 context, not one per route");
  }

  const security = securityHeaders(routes.ok ? routes.value.headers : []);
  const hsts =
    process.env.APP_ENV === 'production' ? 'HSTS on (APP_ENV=production)' : 'HSTS off (not APP_ENV=production)';
  if (routes.ok) on('security-headers', `${routes.value.headers.length} header rules of the build, ${hsts}`);
  else offLoudly('security-headers', `${routes.problem}; only Next.js' own headers apply, ${hsts}`);

  // Before the guard and the pages from memory: both give answers of their own, with this policy.
  const site = prerender.ok ? siteScripts(serverDir, prerender.value) : null;
  const scriptsProblem = !routes.ok
    ? routes.problem
    : !carriesStaticCsp(routes.value.headers)
      ? "the build's header rules lack the static pages' policy of lib/http/security-headers.ts"
      : !prerender.ok
        ? prerender.problem
        : site!.pages === 0
          ? "no HTML of a never-revalidated page in .next/server/app to read the site's own inline scripts from"
          : null;
  // The banner goes into the HTML where this layer holds it: on with it, off with it.
  const banner =
    scriptsProblem === null
      ? statusBanner(async (server, pathname) => {
          const { res, body } = await fetchFromNext(server, pathname);
          return res.statusCode === 200 ? body : null;
        })
      : null;
  const scripts = scriptsProblem === null ? scriptHashes(site!.texts, banner) : null;
  if (scripts)
    on(
      'script-hashes',
      `each HTML answer lists the hashes of its inline scripts that may run, no 'unsafe-inline' (the site's own inline scripts: ${site!.texts.size}, read from ${site!.pages} pages)`,
    );
  else offLoudly('script-hashes', `${scriptsProblem}; the static pages keep the fixed policy (inline scripts allowed)`);
  if (banner)
    on(
      'status-banner',
      `the service status banner of /estado goes into every public page's HTML, read again when the status feed refreshes and every ${POLL_MS / 1000} s`,
    );
  else offLoudly('status-banner', `${scriptsProblem}; public pages carry no status banner (/estado and /micuenta do)`);

  const guard = routes.ok ? requestGuard({ serverDir, manifest: routes.value, security, scripts, log: logLine }) : null;
  if (guard) on('request-guard');
  else if (!routes.ok)
    offLoudly('request-guard', `${routes.problem}; Next.js answers malformed requests and unserved methods itself`);

  const brotli = routes.ok ? brotliAssets(serverDir, security) : null;
  if (brotli) on('brotli-assets', `${brotli.count} precompressed files`);
  else
    offLoudly(
      'brotli-assets',
      routes.ok ? 'no .br files in .next/static (scripts/precompress.mjs did not run)' : routes.problem,
    );

  const pages = prerender.ok ? prerenderedPages(prerender.value, banner) : null;
  if (pages) on('prerendered-pages', `${pages.count} pages`);
  else
    offLoudly(
      'prerendered-pages',
      prerender.ok ? 'prerender-manifest.json lists no never-revalidated page' : prerender.problem,
    );

  const missing = routes.ok ? missingRoutes(routes.value) : [];
  const compressed = routes.ok && missing.length === 0 ? compressedAnswers(logLine) : null;
  if (compressed)
    on('compressed-answers', `${COMPRESSED_ONCE.join(', ')}: compressed once per version (br, gzip), sent from memory`);
  else
    offLoudly(
      'compressed-answers',
      `${routes.ok ? `routes-manifest.json lists no ${missing.join(', ')}` : routes.problem}; Next.js compresses them on every request`,
    );

  const watch = requestWatch(logLine);
  on('request-watch', 'logs requests running over 1 s, and those in flight when the heap passes 85% of its ceiling');
  const crashTest = crashTestHook();
  if (crashTest) logLine('warn', 'server.crash-test', 'MILLE_CRASH_TEST=1: GET /__crash-test/oom exhausts the heap');

  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function layeredEmit(this: http.Server, event: string, ...args: unknown[]) {
    if (event === 'request') {
      const req = args[0] as http.IncomingMessage;
      const res = args[1] as http.ServerResponse;
      stampPeer(req);
      watch.track(req, res);
      if (crashTest && crashTest(req)) return true;
      if (guard) {
        if (guard.handle(req, res)) return true;
      } else {
        const pathname = (req.url || '/').split(/[?#]/)[0]!;
        for (const [name, value] of security.forPath(pathname)) res.setHeader(name, value);
      }
      if (brotli && brotli.serve(req, res)) return true;
      if (pages && pages.serve(this, req, res)) return true;
      if (scripts) scripts.watch(req, res);
      // After script-hashes: Next's answer reaches this layer first, and its copy then goes
      // through script-hashes like any answer.
      if (compressed) compressed.watch(req, res);
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof emit;

  const servers = new Set<http.Server>();
  const listen = http.Server.prototype.listen;
  http.Server.prototype.listen = function trackedListen(this: http.Server, ...args: unknown[]) {
    servers.add(this);
    this.once('close', () => servers.delete(this));
    if (banner) this.once('listening', () => banner.start(this));
    timeouts.apply(this);
    if (guard) {
      this.on('connect', (req: http.IncomingMessage, socket: net.Socket) => guard.onConnect(this, req, socket));
      this.on('clientError', (error: Error, socket: net.Socket) => guard.onClientError(this, error, socket));
    }
    return listen.apply(this, args as Parameters<typeof listen>);
  } as typeof listen;

  gracefulShutdown(servers, logLine);
  on(
    'shutdown',
    `SHUTDOWN_TIMEOUT_MS ${Number(process.env.SHUTDOWN_TIMEOUT_MS) > 0 ? Number(process.env.SHUTDOWN_TIMEOUT_MS) : 8000}`,
  );

  jsonConsole();
  on('console-json');
}
