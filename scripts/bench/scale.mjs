// `npm run bench -- --scale`: the same requests at demo size and at vendor size (ten years of data,
// scripts/bench/scale-data.mjs) in one run, on SQLite and, when a PostgreSQL server is given
// (`--postgres postgresql://…` or TEST_POSTGRES_SERVER), on PostgreSQL. For each size: the first
// cleanup over the retention backlog, every /gestion list (first page, next page, deepest page,
// a search) and the customer pages and APIs, each for one client alone and for ten at once
// (p50/p95/p99), `/index` while the heaviest request of each kind runs, and the server's RSS;
// then a table with the ratios vendor/demo. A request that fails, or a server that dies (and is
// started again), is a result: the run goes on.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { serverRuntimeEnv } from '../server-env.mjs';
import { currentRss, customerCookie, machineLine, peakRss, staffCookie, waitFor } from './common.mjs';
import { GENERATOR_VERSION, generate, prepare, readManifest, sizesFor, withClient } from './scale-data.mjs';

/** The demo's billing contact (lib/account/demo-seed.ts) and its hotel of most invoices. */
const DEMO_CUSTOMER = 'facturas@hotelmediterraneo.es';
/** A request slower than this is given up and counted as a timeout. */
const REQUEST_TIMEOUT_MS = Number(process.env.BENCH_REQUEST_TIMEOUT_MS ?? 60_000);
/** No measurement goes on longer than this (its clients finish the request in flight). */
const MEASUREMENT_CAP_MS = 90_000;
// One client alone asks at least this many times: a p99 of fewer than a hundred answers is just
// the slowest one, and with a few dozen it lands on or off the one request that met a full
// collection by chance. Two hundred makes it the third slowest (the table's max says the rest).
const ALONE_MIN_REQUESTS = Number(process.env.BENCH_ALONE_MIN ?? 200);
// The customer's pages and APIs alone, at least this many: their target (p99 < 100 ms) is within
// reach of one full collection (~100 ms), which one answer in 100–150 meets, so over 200 answers
// their p99 fell on either side of the target by where two or three such answers landed
// (docs/PERFORMANCE.md, "jemalloc, and what /micuenta's collections are made of"). A thousand
// answers make the p99 the tenth slowest.
const CUSTOMER_ALONE_MIN = Number(process.env.BENCH_CUSTOMER_ALONE_MIN ?? 1000);
/** The longest the bench waits for the first cleanup run (at 30 s after start) to end. */
const CLEANUP_WAIT_S = Number(process.env.BENCH_CLEANUP_WAIT ?? 300);
/** "Idle" RSS is read after this long without a request (see its use). */
const IDLE_WAIT_MS = 30_000;

const sorted = (xs) => [...xs].sort((a, b) => a - b);
const pct = (s, p) => (s.length ? s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))] : NaN);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const arg = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

/** One production server on a data folder and database; started again if it dies. */
export class Server {
  constructor({ standalone, port, pin, env, log }) {
    Object.assign(this, { standalone, port, pin, env, log });
    this.base = `http://127.0.0.1:${port}`;
    this.events = [];
    this.deaths = [];
  }

  async start() {
    const [cmd, args] = this.pin(0, process.execPath, ['-r', './server-preload.cjs', 'server.js']);
    const t0 = performance.now();
    this.proc = spawn(cmd, args, { cwd: this.standalone, env: this.env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.exited = new Promise((resolve) => this.proc.once('exit', (code, signal) => resolve({ code, signal })));
    const lines = (stream, keep) =>
      createInterface({ input: stream }).on('line', (line) => {
        if (/out of memory|FATAL ERROR/i.test(line)) this.lastFatal = line.slice(0, 200);
        if (!keep || !line.includes('"event"')) return;
        try {
          const e = JSON.parse(line);
          if (typeof e.event === 'string' && /^(cleanup|invoices\.remind)/.test(e.event))
            this.events.push({ ...e, seenAt: Date.now() });
          if (e.level === 'error' || e.level === 'fatal') this.log(`server: ${line.slice(0, 300)}`);
        } catch {}
      });
    lines(this.proc.stdout, true);
    lines(this.proc.stderr, false);
    await waitFor(`${this.base}/api/health`, 240);
    this.startedAt = Date.now();
    return Math.round(performance.now() - t0);
  }

  get alive() {
    return this.proc && this.proc.exitCode === null && this.proc.signalCode === null;
  }

  /** After a measurement: a dead server is recorded and started again. */
  async checkAlive(during) {
    if (this.alive) return true;
    const { code, signal } = await this.exited;
    const what = `${during}: server died (${signal ?? `exit ${code}`}${this.lastFatal ? `, "${this.lastFatal}"` : ''})`;
    this.log(what);
    this.deaths.push(what);
    this.lastFatal = undefined;
    await this.start();
    return false;
  }

  async stop() {
    if (!this.alive) return;
    this.proc.kill('SIGTERM');
    await Promise.race([this.exited, sleep(15_000)]);
    if (this.alive) this.proc.kill('SIGKILL');
  }
}

/** One request: status, bytes, milliseconds (an error or timeout is status 0 with its reason). */
export async function request(url, { method = 'GET', headers, body, timeoutMs = REQUEST_TIMEOUT_MS } = {}) {
  const t0 = performance.now();
  try {
    const res = await fetch(url, {
      method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    let bytes = 0;
    for await (const chunk of res.body ?? []) bytes += chunk.byteLength;
    return { status: res.status, bytes, ms: performance.now() - t0 };
  } catch (error) {
    const reason = error?.name === 'TimeoutError' ? 'timeout' : (error?.cause?.code ?? error?.name ?? 'error');
    return { status: 0, reason, bytes: 0, ms: performance.now() - t0 };
  }
}

/**
 * `clients` clients, each asking again as soon as answered, for `seconds` (and at least
 * `minEach` answers each, within the cap): latency percentiles, statuses, the answer's size.
 */
export async function load(server, url, init, { clients, seconds, minEach }) {
  const started = performance.now();
  const until = started + seconds * 1000;
  const ms = [];
  const statuses = {};
  let bytes = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let n = 0; ; n++) {
        const now = performance.now();
        if ((now >= until && n >= minEach) || now - started > MEASUREMENT_CAP_MS) break;
        const r = await request(url, init);
        ms.push(r.ms);
        const key = r.status || r.reason;
        statuses[key] = (statuses[key] ?? 0) + 1;
        if (r.status >= 200 && r.status < 300) bytes = r.bytes;
        if (!server.alive) break;
      }
    }),
  );
  const s = sorted(ms);
  return {
    n: s.length,
    p50: pct(s, 0.5),
    p95: pct(s, 0.95),
    p99: pct(s, 0.99),
    max: s.at(-1),
    statuses,
    kB: bytes / 1024,
  };
}

/** The HTML's "Siguiente" link and its "Página 1 de N" (the back office's pager), if any. */
function pagerOf(html) {
  const next = /href="([^"]+)"[^>]*>\s*Siguiente/.exec(html)?.[1]?.replace(/&amp;/g, '&');
  const pages = Number(
    /Página\s*(?:<!-- -->)?\s*\d+\s*(?:<!-- -->)?\s*de\s*(?:<!-- -->)?\s*(\d+)/.exec(html)?.[1] ?? 0,
  );
  return { next, pages };
}

/** `/index` asked one request after another while `heavy` runs: its latencies and the heavy request's result. */
async function underHeavy(server, url, init) {
  const pid = server.proc.pid;
  const before = currentRss(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, currentRss(pid) || 0)), 50);
  let running = true;
  const probes = [];
  const heavy = request(url, init).finally(() => (running = false));
  await sleep(20);
  while (running) {
    const r = await request(`${server.base}/index`);
    probes.push(r.ms);
    if (!server.alive) break;
  }
  const h = await heavy;
  clearInterval(sampler);
  const s = sorted(probes);
  return {
    heavy: h,
    index: { n: s.length, p50: pct(s, 0.5), max: s.at(-1) ?? NaN },
    rssGrowthMb: Number.isFinite(peak - before) ? peak - before : NaN,
  };
}

/** Ten exports asked at once, and waited for however long they take (they queue on the server). */
const EXPORTS_TIMEOUT_MS = 15 * 60_000;

/**
 * A GET read to its end over node:http, given up after `timeoutMs` in all: as `request` answers.
 * Not fetch: its client gives up after 300 s without the answer's headers, whatever the signal
 * allows, and a queued export sends its headers when its turn comes (on a slow host the tenth of
 * ten audit-trail exports waited longer than that).
 */
function longGet(url, { headers, timeoutMs }) {
  const t0 = performance.now();
  return new Promise((resolve) => {
    const failed = (error) =>
      resolve({
        status: 0,
        reason: error.name === 'AbortError' ? 'timeout' : (error.code ?? error.name),
        bytes: 0,
        ms: performance.now() - t0,
      });
    const req = http.get(url, { headers, signal: AbortSignal.timeout(timeoutMs) }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode, bytes, ms: performance.now() - t0 }));
      res.on('error', failed);
    });
    req.on('error', failed);
  });
}

/**
 * Ten requests for the same export at once, `/index` asked one request after another meanwhile:
 * how many completed (200, whole), the slowest's time, the file's size, `/index`'s p50 and longest
 * wait, and the growth of the server's RSS over the ten (peak, sampled every 50 ms, minus before).
 */
async function tenAtOnce(server, url, init) {
  const pid = server.proc.pid;
  const before = currentRss(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, currentRss(pid) || 0)), 50);
  let left = 10;
  const probes = [];
  const ten = Array.from({ length: 10 }, () =>
    longGet(url, { headers: init?.headers, timeoutMs: EXPORTS_TIMEOUT_MS }).finally(() => left--),
  );
  await sleep(20);
  while (left > 0) {
    const r = await request(`${server.base}/index`);
    probes.push(r.ms);
    if (!server.alive) break;
  }
  const answers = await Promise.all(ten);
  clearInterval(sampler);
  const s = sorted(probes);
  const statuses = {};
  for (const a of answers) statuses[a.status || a.reason] = (statuses[a.status || a.reason] ?? 0) + 1;
  const sizes = new Set(answers.filter((a) => a.status === 200).map((a) => a.bytes));
  return {
    completed: answers.filter((a) => a.status === 200).length,
    sameSize: sizes.size <= 1,
    statuses,
    slowestMs: Math.max(...answers.map((a) => a.ms)),
    mb: Math.max(0, ...sizes) / 2 ** 20,
    index: { n: s.length, p50: pct(s, 0.5), max: s.at(-1) ?? NaN },
    rssGrowthMb: Number.isFinite(peak - before) ? peak - before : NaN,
  };
}

/**
 * Waits for the periodic job's first round (30 s after start): the cleanup run, then the overdue
 * invoices' reminders, which the vendor data set always has a run's worth of (200 hotels, with
 * their mails sent meanwhile), while one client asks `/index` (no query) and the customer's
 * `/micuenta` (a page of queries, each on a turn of its own: what waits behind a job's batches on
 * SQLite) in turn. The measurements after it see the service without a backlog.
 */
async function firstCleanup(server, customerEmail) {
  const customer = { headers: { cookie: await customerCookie(server.base, customerEmail) } };
  // Each page answered once first: its first answer after start loads its code (not the cleanup).
  await request(`${server.base}/index`);
  await request(`${server.base}/micuenta`, customer);
  const deadline = Date.now() + CLEANUP_WAIT_S * 1000;
  const seen = (pattern) => server.events.find((e) => pattern.test(e.event));
  // The round is over at the reminders' line, or at a failed cleanup (no reminders after it); a
  // round that reminded nobody writes no line, so two minutes after the cleanup's is enough.
  const over = () => {
    const run = seen(/^cleanup\.run$/);
    return seen(/^cleanup\.failed$/) || (run && (seen(/^invoices\.remind/) || Date.now() - run.seenAt > 120_000));
  };
  // One client, the two pages in turn: each waits behind the job, not behind the other.
  const probes = { index: [], page: [] };
  while (!over() && Date.now() < deadline && server.alive) {
    probes.index.push((await request(`${server.base}/index`)).ms);
    probes.page.push((await request(`${server.base}/micuenta`, customer)).ms);
    await sleep(50);
  }
  const summary = (ms) => {
    const s = sorted(ms);
    return { n: s.length, p50: pct(s, 0.5), p99: pct(s, 0.99), max: s.at(-1) ?? NaN };
  };
  const [index, page] = [summary(probes.index), summary(probes.page)];
  const e = seen(/^cleanup\./);
  const reminded = seen(/^invoices\.remind/);
  return {
    done: Boolean(e),
    failed: e?.event === 'cleanup.failed',
    ms: e?.ms,
    err: e?.err,
    enquiries: e?.enquiries,
    mails: e?.mails,
    auditEntries: e?.auditEntries,
    remindedHotels: reminded?.hotels,
    roundS: Math.round(((reminded ?? e)?.seenAt - server.startedAt) / 1000),
    waitedS: Math.round((Date.now() - server.startedAt) / 1000),
    index,
    page,
  };
}

/** Everything measured on one server: `label` is demo or vendor. */
async function measureSize(server, { label, manifest, seconds, log }) {
  const out = { label, rows: new Map(), heavy: [], tens: [], notes: [] };
  out.startMs = await server.start();
  out.rssStartMb = currentRss(server.proc.pid);
  log(`${label}: up in ${out.startMs} ms, RSS ${out.rssStartMb.toFixed(0)} MB`);
  // The demo holds no backlog: only the vendor size waits for the first cleanup.
  out.cleanup = manifest ? await firstCleanup(server, manifest.bigHotelContact) : { done: false, skipped: true };
  log(`${label}: cleanup ${JSON.stringify(out.cleanup)}`);
  await server.checkAlive('first cleanup');

  const base = server.base;
  const staff = { cookie: await staffCookie(base, 'admin@millehotel.es') };
  const customerEmail = manifest?.bigHotelContact ?? DEMO_CUSTOMER;
  const customer = { cookie: await customerCookie(base, customerEmail) };
  const hotels = await (
    await fetch(`${base}/api/Data/GetHotelesContactoUsuario`, {
      method: 'POST',
      body: '-1',
      headers: { 'content-type': 'application/json', cookie: customer.cookie },
    })
  ).json();
  const hotelId = manifest ? manifest.bigHotel.id : hotels[0].id_hotel;
  const year = new Date().getUTCFullYear() - 1;

  // --only <text>[,<text>…]: only the customer-side requests whose name holds one of them (no
  // lists, heavy requests or exports), to measure them again without the whole run.
  const only = arg('only')?.split(',');
  const measure = async (name, url, init = {}, aloneMin = ALONE_MIN_REQUESTS) => {
    if (only && !only.some((text) => name.includes(text))) return;
    log(`${label}: ${name}`);
    const alone = await load(server, url, init, { clients: 1, seconds, minEach: aloneMin });
    const alive = await server.checkAlive(name);
    const ten = alive ? await load(server, url, init, { clients: 10, seconds, minEach: 1 }) : null;
    if (ten) await server.checkAlive(`${name}, ten at once`);
    out.rows.set(name, { url: url.replace(base, ''), alone, ten, died: !alive || !server.alive });
  };
  const asStaff = { headers: { cookie: staff.cookie } };
  const asCustomer = { headers: { cookie: customer.cookie } };

  // Ten at once of each kind of export (the back office's CSVs queue three at a time on the
  // server; the customer's ZIP and CSV take turns step by step): all must complete.
  const tenExports = async () => {
    const kinds = [
      ['CSV export of the audit trail (all)', `${base}/api/gestion/registro`, asStaff],
      ['CSV export of the enquiries (all)', `${base}/api/gestion/consultas`, asStaff],
      [
        "CSV export of a hotel's invoices (back office, all years)",
        `${base}/api/gestion/facturas/hotel/facturas.csv?hotel=${hotelId}&anio=todos`,
        asStaff,
      ],
      ['CSV export of the mail consents', `${base}/api/gestion/usuarios/consentimientos`, asStaff],
      ['customer ZIP of a year', `${base}/micuenta/facturas.zip?hotel=${hotelId}&anio=${year}`, asCustomer],
      ['customer CSV of all years', `${base}/micuenta/facturas.csv?hotel=${hotelId}&anio=todos`, asCustomer],
    ];
    for (const [name, url, init] of kinds) {
      log(`${label}: ten at once: ${name}`);
      const r = await tenAtOnce(server, url, init);
      r.died = !(await server.checkAlive(`ten at once: ${name}`));
      log(`${label}: ${JSON.stringify(r)}`);
      out.tens.push({ name, ...r });
    }
  };
  if (process.argv.includes('--exports-only')) {
    await tenExports();
    out.rssAfterLoadMb = out.rssIdleMb = currentRss(server.proc.pid);
    out.rssPeakMb = out.rssPeakAfterAuditMb = peakRss(server.proc.pid);
    out.deaths = [...server.deaths];
    return out;
  }

  // The customer's side first (the part that must stay fast), then the back office.
  const customerSide = (name, url, init) => measure(name, url, init, CUSTOMER_ALONE_MIN);
  await customerSide('/index (public)', `${base}/index`);
  await customerSide('/blog (public)', `${base}/blog`);
  await customerSide('GET /api/Data/GetNoticias', `${base}/api/Data/GetNoticias`);
  await customerSide('/micuenta', `${base}/micuenta`, asCustomer);
  await customerSide('/micuenta invoices tab', `${base}/micuenta?hotel=${hotelId}&pestana=facturas`, asCustomer);
  await customerSide(
    '/micuenta/facturas.json page 2',
    `${base}/micuenta/facturas.json?hotel=${hotelId}&pagina=2`,
    asCustomer,
  );
  await customerSide(
    '/micuenta/facturas.json search',
    `${base}/micuenta/facturas.json?hotel=${hotelId}&q=soporte`,
    asCustomer,
  );
  await customerSide('POST GetFacturasHotelContacto', `${base}/api/Data/GetFacturasHotelContacto`, {
    method: 'POST',
    body: String(hotelId),
    headers: { 'content-type': 'application/json', cookie: customer.cookie },
  });

  if (only) {
    out.rssAfterLoadMb = out.rssIdleMb = currentRss(server.proc.pid);
    out.rssPeakMb = out.rssPeakAfterAuditMb = peakRss(server.proc.pid);
    out.deaths = [...server.deaths];
    return out;
  }

  // Every back-office list: first page, the next, the deepest, a search. The audit trail last:
  // its page reads every entry today and may take the server down.
  const lists = [
    ['/gestion', null],
    ['/gestion/facturas', 'q=F2025-0001'],
    ['/gestion/hoteles', 'q=Mirador'],
    ['/gestion/usuarios', 'q=recepcion'],
    ['/gestion/consultas', 'q=Othello'],
    ['/gestion/correo', 'para=facturacion'],
    ['/gestion/noticias', 'q=Veri'],
    ['/gestion/personal', null],
    ['/gestion/registro', 'accion=hotel.updated'],
  ];
  const listPages = async ([p, search]) => {
    await measure(`${p}`, `${base}${p}`, asStaff);
    if (!server.alive || out.rows.get(p).died) return;
    const html = await fetch(`${base}${p}`, asStaff)
      .then((r) => r.text())
      .catch(() => '');
    const { next, pages } = pagerOf(html);
    if (next) await measure(`${p} next page`, `${base}${next}`, asStaff);
    if (pages > 2) await measure(`${p} deepest page`, `${base}${p}?pagina=${pages}`, asStaff);
    if (search) await measure(`${p}?${search}`, `${base}${p}?${search}`, asStaff);
  };
  for (const list of lists.slice(0, -1)) await listPages(list);

  // `/index` while the heaviest request of each kind runs, one at a time.
  const heavy = [
    ['CSV export of the enquiries', `${base}/api/gestion/consultas`, asStaff],
    ['customer ZIP of a year', `${base}/micuenta/facturas.zip?hotel=${hotelId}&anio=${year}`, asCustomer],
    [
      'heaviest list: /gestion/facturas, deepest page',
      `${base}/gestion/facturas?pagina=${Math.max(1, Math.ceil((manifest ? sizesFor(manifest.factor).invoices : 30) / 25))}`,
      asStaff,
    ],
    ['CSV export of the audit trail', `${base}/api/gestion/registro`, asStaff],
  ];
  for (const [name, url, init] of heavy) {
    log(`${label}: /index while ${name}`);
    const r = await underHeavy(server, url, init);
    r.died = !(await server.checkAlive(`/index while ${name}`));
    out.heavy.push({ name, ...r });
  }
  await tenExports();
  await sleep(5_000);
  out.rssAfterLoadMb = currentRss(server.proc.pid);
  // Idle: no request for IDLE_WAIT_MS. V8 gives back the heap it grew under load only when its
  // memory reducer runs, some 8 s after the last full collection once allocation has stopped;
  // 5 s after the last export is still the load's heap (docs/PERFORMANCE.md, "Idle RSS").
  await sleep(IDLE_WAIT_MS - 5_000);
  out.rssIdleMb = currentRss(server.proc.pid);
  out.rssPeakMb = peakRss(server.proc.pid);
  log(
    `${label}: RSS 5 s after the load ${out.rssAfterLoadMb.toFixed(0)} MB, idle ${out.rssIdleMb.toFixed(0)} MB, peak ${out.rssPeakMb.toFixed(0)} MB`,
  );

  await listPages(lists.at(-1));
  out.rssPeakAfterAuditMb = server.alive ? peakRss(server.proc.pid) : NaN;
  out.deaths = [...server.deaths];
  return out;
}

const ms = (x) =>
  x === undefined || x === null || Number.isNaN(x)
    ? '–'
    : x >= 10_000
      ? `${(x / 1000).toFixed(0)} s`
      : x >= 1000
        ? `${(x / 1000).toFixed(1)} s`
        : `${Math.round(x)}`;
/** A duration in a sentence: "85 ms", "1.4 s". */
const dur = (x) => (x === undefined || x === null || Number.isNaN(x) ? '–' : x >= 1000 ? ms(x) : `${ms(x)} ms`);
const trio = (r) => (r ? `${ms(r.p50)} / ${ms(r.p95)} / ${ms(r.p99)}` : '–');
/** One client alone: the trio, then the slowest answer and how many there were. */
const aloneCell = (r) => (r ? `${trio(r)} (max ${ms(r.max)}, n ${r.n})` : '–');
const ratio = (a, b) =>
  a && b && Number.isFinite(a.p99) && Number.isFinite(b.p99) && b.p99 > 0 ? `${(a.p99 / b.p99).toFixed(1)}×` : '–';
const bad = (r) => {
  if (!r) return '';
  const other = Object.entries(r.statuses).filter(([k]) => !/^2\d\d$/.test(k));
  return other.length ? ` (${other.map(([k, v]) => `${v}× ${k}`).join(', ')})` : '';
};

/** The table of one database: each request at both sizes, alone and ten at once. */
function report(db, demo, vendor, manifest) {
  const stopped = [demo, vendor].filter((x) => x.error);
  if (stopped.length)
    return [
      `### ${db}`,
      '',
      ...[
        ['demo', demo],
        ['vendor', vendor],
      ]
        .filter(([, x]) => x.error)
        .map(
          ([label, x]) =>
            `The ${label} size's measurement stopped: ${x.error} (deaths: ${x.deaths.join('; ') || 'none'}).`,
        ),
    ].join('\n');
  const exportsOnly = process.argv.includes('--exports-only');
  const lines = [
    `### ${db}`,
    '',
    `Start-up to the first answer: demo ${demo.startMs} ms, vendor ${vendor.startMs} ms. ` +
      `The periodic job's first round (30 s after start) at vendor size, the cleanup: ${cleanupLine(vendor.cleanup, manifest)}; at demo size not waited for (no backlog).`,
  ];
  if (!exportsOnly) {
    lines.push(
      '',
      '| request | demo alone p50 / p95 / p99 (max, n) ms | vendor alone | × p99 | demo 10 at once | vendor 10 at once | × p99 | vendor kB |',
      '|---|---|---|---:|---|---|---:|---:|',
    );
    const names = [...new Set([...vendor.rows.keys(), ...demo.rows.keys()])];
    const cell = (r, died, show = trio) => `${show(r)}${bad(r)}${died ? ' **server died**' : ''}`;
    for (const name of names) {
      const d = demo.rows.get(name);
      const v = vendor.rows.get(name);
      const page = /pagina=(\d+)/.exec(v?.url ?? '')?.[1];
      lines.push(
        `| ${name}${name.endsWith('deepest page') && page ? ` (${page})` : ''} | ${cell(d?.alone, false, aloneCell)} | ${cell(v?.alone, v?.died && !v?.ten, aloneCell)} | ${ratio(v?.alone, d?.alone)} | ${cell(d?.ten)} | ${cell(v?.ten, v?.died && v?.ten)} | ${ratio(v?.ten, d?.ten)} | ${v?.alone?.kB ? v.alone.kB.toFixed(0) : '–'} |`,
      );
    }
    lines.push(
      '',
      '| while this runs (alone) | demo: its time, `/index` p50 / longest | vendor: its time (status, size), `/index` p50 / longest, RSS growth |',
      '|---|---|---|',
    );
    for (const h of vendor.heavy) {
      const d = demo.heavy.find((x) => x.name === h.name);
      const heavyCell = (x) =>
        x
          ? `${dur(x.heavy.ms)} (${x.heavy.status || x.heavy.reason}, ${(x.heavy.bytes / 2 ** 20).toFixed(1)} MB), \`/index\` ${dur(x.index.p50)} / **${dur(x.index.max)}**, RSS +${x.rssGrowthMb.toFixed(0)} MB${x.died ? ' **server died**' : ''}`
          : '–';
      lines.push(`| ${h.name} | ${heavyCell(d)} | ${heavyCell(h)} |`);
    }
  }
  lines.push(
    '',
    '| ten at once | demo: completed, slowest, `/index` p50 / longest, RSS growth | vendor: completed (file), slowest, `/index` p50 / longest, RSS growth |',
    '|---|---|---|',
  );
  const tenCell = (x) =>
    x
      ? `${x.completed}/10${
          x.completed < 10
            ? ` (${Object.entries(x.statuses)
                .map(([k, v]) => `${v}× ${k}`)
                .join(', ')})`
            : ''
        }${x.sameSize ? '' : ' **sizes differ**'} (${x.mb.toFixed(1)} MB), ${dur(x.slowestMs)}, \`/index\` ${dur(x.index.p50)} / **${dur(x.index.max)}**, RSS **+${x.rssGrowthMb.toFixed(0)} MB**${x.died ? ' **server died**' : ''}`
      : '–';
  for (const t of vendor.tens)
    lines.push(`| ${t.name} | ${tenCell(demo.tens.find((x) => x.name === t.name))} | ${tenCell(t)} |`);
  // A partial run has no idle phase: only its peak says something.
  if (exportsOnly || arg('only')) {
    lines.push(
      '',
      `RSS (MB): peak demo ${demo.rssPeakMb.toFixed(0)}, vendor ${vendor.rssPeakMb.toFixed(0)} (${exportsOnly ? '--exports-only' : '--only'}).`,
    );
    return lines.join('\n');
  }
  lines.push(
    '',
    `RSS (MB): at start demo ${demo.rssStartMb.toFixed(0)}, vendor ${vendor.rssStartMb.toFixed(0)}; ` +
      `peak before the audit trail's page demo ${demo.rssPeakMb.toFixed(0)}, vendor **${vendor.rssPeakMb.toFixed(0)}**; ` +
      `5 s after the load demo ${demo.rssAfterLoadMb.toFixed(0)}, vendor ${vendor.rssAfterLoadMb.toFixed(0)}; ` +
      `idle (${IDLE_WAIT_MS / 1000} s without requests) demo ${demo.rssIdleMb.toFixed(0)}, vendor **${vendor.rssIdleMb.toFixed(0)}** (targets: peak ≤ 350, idle ≤ 250).`,
  );
  const deaths = [...demo.deaths.map((d) => `demo: ${d}`), ...vendor.deaths.map((d) => `vendor: ${d}`)];
  lines.push('', deaths.length ? `Server deaths (each started again): ${deaths.join('; ')}.` : 'No server died.');
  return lines.join('\n');
}

function cleanupLine(c, manifest) {
  const backlog = manifest?.enquiriesBefore?.['24'];
  if (!c.done) return `**still running after ${c.waitedS} s** (backlog of ${backlog} enquiries)`;
  if (c.failed) return `**failed** after ${dur(c.ms)}: ${c.err}`;
  const meanwhile = (r) => `p50 ${dur(r.p50)}, p99 ${dur(r.p99)}, longest **${dur(r.max)}** (n ${r.n})`;
  const reminders =
    c.remindedHotels === undefined
      ? 'no reminders seen after it'
      : `then the overdue reminders of ${c.remindedHotels} hotels (the round over ${c.roundS} s after start)`;
  return `${dur(c.ms)} for ${c.enquiries} enquiries, ${c.mails} mails and ${c.auditEntries} audit entries, ${reminders}; from start to the round's end \`/index\` ${meanwhile(c.index)}, the customer's \`/micuenta\` in turn with it ${meanwhile(c.page)}`;
}

async function freshPostgres(server, name, template) {
  await withClient(
    server,
    async (c) => {
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    },
    { admin: true },
  );
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The bench's own work on the other core than the server's (scripts/bench.mjs pins it to 0). */
export function pinBench(log) {
  if (spawnSync('taskset', ['-cp', '1', String(process.pid)], { stdio: 'ignore' }).status !== 0)
    log('taskset not available: bench and server share the cores');
}

/**
 * The vendor-size data set, cached (node_modules/.cache/mille/scale, and the mille_scale_v<N>
 * database when a PostgreSQL server is given), generated again when missing, of another generator
 * version or with --regenerate. The database's name carries the generator's version: branches of
 * another version, benched on one shared server, do not rebuild each other's.
 */
export async function vendorDataSet({ root, log }) {
  const pgServer = arg('postgres') ?? process.env.TEST_POSTGRES_SERVER;
  const cache = path.join(root, 'node_modules', '.cache', 'mille', 'scale');
  mkdirSync(cache, { recursive: true });
  // --scale-factor 0.01: a hundredth of the vendor size, to try the bench itself quickly.
  const factor = Number(arg('scale-factor') ?? 1);
  const suffix = factor === 1 ? '' : `_f${String(factor).replace(/\W/g, '')}`;
  const sqliteFile = path.join(cache, `vendor${suffix}.db`);
  const pgData = pgServer ? new URL(`/mille_scale_v${GENERATOR_VERSION}${suffix}`, pgServer).toString() : undefined;
  const fresh = process.argv.includes('--regenerate');
  const wanted = sizesFor(factor);
  const fits = (m) => m && m.version === GENERATOR_VERSION && m.factor === factor && m.seed === 28;
  let sqliteManifest = fresh ? null : await readManifest(sqliteFile);
  let pgManifest = pgData && !fresh ? await readManifest(pgData) : null;
  // A cached set takes the migrations committed since (the server would refuse it otherwise); one
  // the migrator does not know (made on a branch whose migrations were renamed since) is made again.
  const current = (url) => {
    try {
      prepare(url);
      return true;
    } catch {
      log(
        `the cached data set at ${url.replace(/\/\/[^@]*@/, '//')} has migrations this tree does not know: made again`,
      );
      return false;
    }
  };
  if (fits(sqliteManifest) && existsSync(sqliteFile) && !current(`file:${sqliteFile}`)) sqliteManifest = null;
  if (pgData && fits(pgManifest) && !current(pgData)) pgManifest = null;
  if (!fits(sqliteManifest) || !existsSync(sqliteFile)) {
    log('generating the vendor-size data set into SQLite…');
    sqliteManifest = await generate({ sqlite: sqliteFile, factor, log });
  }
  if (pgData && !fits(pgManifest)) {
    log('generating the vendor-size data set into PostgreSQL…');
    pgManifest = await generate({ postgres: pgData, factor, log });
  }
  log(`vendor size: ${JSON.stringify(wanted)}`);
  return { factor, pgServer, pgData, sqliteFile, sqliteManifest, pgManifest };
}

export async function runScale({ root, standalone, port, seconds, pin, log }) {
  pinBench(log);
  const { factor, pgServer, pgData, sqliteFile, sqliteManifest, pgManifest } = await vendorDataSet({ root, log });

  const results = [];
  const machine = machineLine(serverRuntimeEnv());
  // --engine postgres (or sqlite): that engine's run only, e.g. to measure PostgreSQL again
  // without the SQLite half of a full run before it.
  const engine = arg('engine')?.toLowerCase();
  if (engine === 'postgres' && !pgData) throw new Error('--engine postgres needs --postgres <server>');
  const databases = [['SQLite', sqliteManifest]];
  if (pgData) databases.push(['PostgreSQL', pgManifest]);
  if (engine) {
    databases.splice(0, databases.length, ...databases.filter(([db]) => db.toLowerCase().startsWith(engine)));
    if (!databases.length) throw new Error(`--engine ${engine}: sqlite or postgres`);
  }
  for (const [db, manifest] of databases) {
    const sizes = {};
    for (const label of ['demo', 'vendor']) {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), `mille-scale-${label}-`));
      let databaseUrl;
      if (db === 'SQLite') {
        if (label === 'vendor') copyFileSync(sqliteFile, path.join(dataDir, 'app.db'));
      } else {
        databaseUrl = await freshPostgres(
          pgServer,
          `mille_bench_${label}`,
          label === 'vendor' ? new URL(pgData).pathname.slice(1) : null,
        );
      }
      const server = new Server({
        standalone,
        port,
        pin,
        log,
        env: {
          ...serverRuntimeEnv(),
          PORT: String(port),
          HOSTNAME: '127.0.0.1',
          DATA_DIR: dataDir,
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
          LOG_LEVEL: 'info',
          ENQUIRY_LIMIT: '1000000',
          LOGIN_IP_LIMIT: '1000000',
          LOGIN_MAX_FAILURES: '1000000',
        },
      });
      try {
        sizes[label] = await measureSize(server, {
          label: `${db} ${label}`,
          manifest: label === 'vendor' ? manifest : null,
          seconds,
          log,
        });
      } catch (error) {
        log(`${db} ${label}: measurement stopped: ${error.stack ?? error}`);
        sizes[label] = { error: String(error?.message ?? error), deaths: server.deaths };
      } finally {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
        // The copy of the vendor-size database is as big as the data set: not kept.
        if (databaseUrl)
          await withClient(pgServer, (c) => c.query(`DROP DATABASE IF EXISTS mille_bench_${label} WITH (FORCE)`), {
            admin: true,
          }).catch((error) => log(`could not drop mille_bench_${label}: ${error.message}`));
      }
    }
    results.push(report(db, sizes.demo, sizes.vendor, manifest));
  }
  const gen = [
    `SQLite ${sqliteManifest.sqliteSeconds ?? '?'} s`,
    ...(pgManifest ? [`PostgreSQL ${pgManifest.postgresSeconds ?? '?'} s`] : []),
  ].join(', ');
  const text = [
    `Measured ${new Date().toISOString()} on ${machine}; \`BENCH_SECONDS=${seconds}\` per measurement (one client alone: at least ${CUSTOMER_ALONE_MIN} requests on the customer's side, ${ALONE_MIN_REQUESTS} on the back office's; ten at once: at least one each), requests given up after ${REQUEST_TIMEOUT_MS / 1000} s.`,
    `Data set (factor ${factor}) generated ${sqliteManifest.today} (seed ${sqliteManifest.seed}): ${gen}; backlog: ${sqliteManifest.enquiriesBefore?.['24']} enquiries older than 24 months.`,
    '',
    results.join('\n\n'),
  ].join('\n');
  console.log(text);
}
