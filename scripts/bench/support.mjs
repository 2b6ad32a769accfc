// `npm run bench -- --support`: the support centre at vendor size (scripts/bench/scale-data.mjs:
// 50,000 cases across the hotels, 5,000 of them of hotel 1, with their threads and histories), on
// the production server, SQLite and, given a PostgreSQL server (`--postgres postgresql://…` or
// TEST_POSTGRES_SERVER), PostgreSQL:
// - a hotel's case list, `GET /api/cuenta/soporte/casos?hotel=<the 5,000-case hotel>` (first page,
//   the next, a state filter), one client alone and ten at once, p50/p95/p99 (target p99 < 100 ms);
//   beside it the same bytes served by a minimal Node HTTP server (the reference run) and the ratio;
// - the back office's case queue (`BENCH_QUEUE_PATH`, /gestion/soporte) the same way (target
//   p99 < 200 ms with 50,000 cases), measured only when it answers 200: "not built" otherwise;
// - a 10 MB attachment sent with a reply to one of the hotel's cases and downloaded again through
//   the server, its RSS sampled every 10 ms (target: growth < 30 MB); then scripts/file-memory.mjs
//   (the same file through the file store in one process, two rounds).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { serverRuntimeEnv } from '../server-env.mjs';
import { currentRss, customerCookie, machineLine, staffCookie } from './common.mjs';
import { withClient } from './scale-data.mjs';
import { Server, load, pinBench, vendorDataSet } from './scale.mjs';

const MB = 1024 * 1024;
const LIST_TARGET_MS = 100;
const QUEUE_TARGET_MS = 200;
const RSS_TARGET_MB = 30;
/** The staff queue's address; the queue is built apart (the back office's cases). */
const QUEUE_PATH = process.env.BENCH_QUEUE_PATH ?? '/gestion/soporte';

const ms = (x) => (Number.isFinite(x) ? `${Math.round(x)}` : '–');
const trio = (r) => (r ? `${ms(r.p50)} / ${ms(r.p95)} / ${ms(r.p99)}` : '–');
/** The reference answers in well under a millisecond: tenths, or its ratio reads as ÷ 0. */
const fine = (x) => (Number.isFinite(x) ? x.toFixed(1) : '–');
const fineTrio = (r) => (r ? `${fine(r.p50)} / ${fine(r.p95)} / ${fine(r.p99)}` : '–');
const others = (r) => {
  const bad = Object.entries(r?.statuses ?? {}).filter(([k]) => !/^2\d\d$/.test(k));
  return bad.length ? ` (${bad.map(([k, v]) => `${v}× ${k}`).join(', ')})` : '';
};

/** The same bytes from a minimal Node HTTP server on `port`: what the machine gives at best. */
async function reference(port, body, seconds) {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
    res.end(body);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const fake = { alive: true };
  try {
    const url = `http://127.0.0.1:${port}/`;
    return {
      alone: await load(fake, url, {}, { clients: 1, seconds, minEach: 3 }),
      ten: await load(fake, url, {}, { clients: 10, seconds, minEach: 1 }),
    };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/** A 10 MB ZIP-typed body as a reply with one attachment (multipart, built in memory on the bench's side). */
function replyForm() {
  const content = new Uint8Array(10 * MB).map((_, i) => (i * 31) & 0xff);
  content.set([0x50, 0x4b, 0x03, 0x04]);
  const form = new FormData();
  form.set('texto', 'Adjunto el volcado de la base de datos.');
  form.set('adjuntos', new Blob([content], { type: 'application/zip' }), 'volcado.zip');
  return form;
}

/** Upload then download of a 10 MB attachment through the server, its RSS sampled every 10 ms. */
async function attachmentRoundTrip(server, cookie, caseId) {
  const pid = server.proc.pid;
  const form = replyForm();
  const before = currentRss(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, currentRss(pid) || 0)), 10);
  try {
    const t0 = performance.now();
    const res = await fetch(`${server.base}/api/cuenta/soporte/casos/${caseId}/mensajes`, {
      method: 'POST',
      headers: { cookie, origin: server.base },
      body: form,
    });
    const answer = await res.json();
    const upMs = performance.now() - t0;
    const upPeak = peak;
    if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${JSON.stringify(answer)}`);
    const file = answer.mensajes.at(-1)?.adjuntos?.[0];
    const t1 = performance.now();
    const down = await fetch(`${server.base}/api/cuenta/soporte/adjuntos/${file.id}`, { headers: { cookie } });
    let bytes = 0;
    for await (const chunk of down.body) bytes += chunk.byteLength;
    const downMs = performance.now() - t1;
    if (bytes !== 10 * MB) throw new Error(`downloaded ${bytes} bytes`);
    return { before, upMs, downMs, upGrowth: upPeak - before, growth: peak - before, status: down.status };
  } finally {
    clearInterval(sampler);
  }
}

/** scripts/file-memory.mjs on this engine: its two lines (first round cold, second warm). */
function fileMemory(root, databaseUrl) {
  const run = spawnSync(
    process.execPath,
    [path.join(root, 'scripts', 'file-memory.mjs'), ...(databaseUrl ? [databaseUrl] : [])],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return (run.stdout || run.stderr)
    .trim()
    .split('\n')
    .filter((l) => /upload/.test(l));
}

async function measureOn(db, { root, standalone, port, seconds, pin, log, manifest, databaseUrl, pgServer }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mille-support-'));
  if (!databaseUrl) copyFileSync(manifest.sqliteFile, path.join(dataDir, 'app.db'));
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
      LOG_LEVEL: 'warn',
      LOGIN_IP_LIMIT: '1000000',
      LOGIN_MAX_FAILURES: '1000000',
    },
  });
  const out = { db, rows: [] };
  try {
    await server.start();
    const base = server.base;
    const hotel = manifest.bigHotel.id;
    const customer = { headers: { cookie: await customerCookie(base, manifest.bigHotelContact) } };
    const listUrl = `${base}/api/cuenta/soporte/casos?hotel=${hotel}`;
    const first = await (await fetch(listUrl, customer)).json();
    const cases = await withCount(databaseUrl, path.join(dataDir, 'app.db'), hotel);
    log(`${db}: hotel ${hotel} has ${cases.hotel} of ${cases.all} cases`);
    out.cases = cases;
    const measure = async (name, url, init, target) => {
      log(`${db}: ${name}`);
      const alone = await load(server, url, init, { clients: 1, seconds, minEach: 3 });
      const ten = await load(server, url, init, { clients: 10, seconds, minEach: 1 });
      out.rows.push({ name, alone, ten, target });
      return { alone, ten };
    };
    const list = await measure(
      `GET /api/cuenta/soporte/casos?hotel= (first page of ${cases.hotel})`,
      listUrl,
      customer,
      LIST_TARGET_MS,
    );
    if (first.siguiente)
      await measure(
        '… its next page',
        `${listUrl}&pos=${encodeURIComponent(first.siguiente)}`,
        customer,
        LIST_TARGET_MS,
      );
    await measure('… `estado=en_curso`', `${listUrl}&estado=en_curso`, customer, LIST_TARGET_MS);

    // The reference: the first page's exact bytes from a bare Node server, measured the same way.
    const body = Buffer.from(await (await fetch(listUrl, customer)).arrayBuffer());
    log(`${db}: reference run (${body.length} bytes)`);
    out.reference = { bytes: body.length, ...(await reference(port + 1, body, seconds)), list };

    // The staff queue, once it answers.
    const staff = { headers: { cookie: await staffCookie(base, 'admin@millehotel.es') } };
    const probe = await fetch(`${base}${QUEUE_PATH}`, { ...staff, redirect: 'manual' });
    await probe.arrayBuffer();
    out.queue = { path: QUEUE_PATH, status: probe.status };
    if (probe.status === 200)
      await measure(`${QUEUE_PATH} (staff queue, ${cases.all} cases)`, `${base}${QUEUE_PATH}`, staff, QUEUE_TARGET_MS);
    else log(`${db}: ${QUEUE_PATH} answers ${probe.status}: not built, not measured`);

    // A 10 MB attachment through the server, twice (the first warms the path up).
    const open = first.casos.find((c) => c.estado !== 'resuelta' && c.estado !== 'cerrada');
    if (!open) throw new Error('no open case of the hotel on its first page');
    out.attachment = [];
    for (let i = 0; i < 2; i++) {
      const r = await attachmentRoundTrip(server, customer.headers.cookie, open.id);
      log(`${db}: 10 MB attachment: up ${ms(r.upMs)} ms, down ${ms(r.downMs)} ms, RSS +${r.growth.toFixed(1)} MB`);
      out.attachment.push(r);
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const scratch = databaseUrl ? await scratchPostgres(pgServer) : undefined;
  out.fileMemory = fileMemory(root, scratch);
  if (scratch)
    await withClient(pgServer, (c) => c.query('DROP DATABASE IF EXISTS mille_bench_files WITH (FORCE)'), {
      admin: true,
    }).catch(() => {});
  return out;
}

/** How many cases the data set holds, in all and for the hotel measured. */
async function withCount(databaseUrl, sqliteFile, hotel) {
  const query = `SELECT count(*) AS "all", sum(CASE WHEN "hotelId" = ${Number(hotel)} THEN 1 ELSE 0 END) AS "hotel" FROM "SupportCase"`;
  if (databaseUrl)
    return withClient(databaseUrl, async (c) => {
      const r = (await c.query(query)).rows[0];
      return { all: Number(r.all), hotel: Number(r.hotel) };
    });
  const { default: Database } = await import('better-sqlite3');
  const conn = new Database(sqliteFile, { readonly: true });
  try {
    const r = conn.prepare(query).get();
    return { all: Number(r.all), hotel: Number(r.hotel) };
  } finally {
    conn.close();
  }
}

/** An empty database for scripts/file-memory.mjs (it migrates it). */
async function scratchPostgres(pgServer) {
  await withClient(
    pgServer,
    async (c) => {
      await c.query('DROP DATABASE IF EXISTS mille_bench_files WITH (FORCE)');
      await c.query('CREATE DATABASE mille_bench_files');
    },
    { admin: true },
  );
  return new URL('/mille_bench_files', pgServer).toString();
}

function report(results, machine, seconds) {
  const lines = [
    `Measured ${new Date().toISOString()} on ${machine}; \`BENCH_SECONDS=${seconds}\` per measurement (one client alone: at least 3 requests; ten at once: at least one each).`,
  ];
  for (const r of results) {
    lines.push(
      '',
      `#### ${r.db}`,
      '',
      `${r.cases.all} cases in the database, ${r.cases.hotel} of the hotel measured.`,
      '',
      '| request | alone p50 / p95 / p99 ms | 10 at once p50 / p95 / p99 ms | target p99 |',
      '|---|---|---|---:|',
    );
    for (const row of r.rows)
      lines.push(
        `| ${row.name} | ${trio(row.alone)}${others(row.alone)} | ${trio(row.ten)}${others(row.ten)} | < ${row.target} ms: **${row.alone.p99 < row.target ? 'met' : 'missed'}** alone, ${row.ten.p99 < row.target ? 'met' : 'missed'} ten at once |`,
      );
    const ref = r.reference;
    lines.push(
      `| reference: the first page's ${ref.bytes} bytes from a minimal Node server | ${fineTrio(ref.alone)} | ${fineTrio(ref.ten)} | |`,
      '',
      `Reference-run ratio (the list's p99 over the reference's): alone **${(ref.list.alone.p99 / ref.alone.p99).toFixed(1)}×**, ten at once **${(ref.list.ten.p99 / ref.ten.p99).toFixed(1)}×**.`,
      '',
      r.queue.status === 200
        ? `Staff queue \`${r.queue.path}\`: measured above.`
        : `Staff queue \`${r.queue.path}\`: **not built** (answers ${r.queue.status}); \`BENCH_QUEUE_PATH\` points the step at another address.`,
      '',
      `10 MB attachment (a reply's, \`POST …/casos/<id>/mensajes\` multipart, then \`GET …/adjuntos/<id>\`), server RSS sampled every 10 ms: ${r.attachment
        .map(
          (a, i) =>
            `${i === 0 ? 'first' : 'second'} up ${ms(a.upMs)} ms (RSS +${a.upGrowth.toFixed(1)} MB), down ${ms(a.downMs)} ms, peak **+${a.growth.toFixed(1)} MB** over ${a.before.toFixed(0)} MB`,
        )
        .join(
          '; ',
        )} (target < ${RSS_TARGET_MB} MB: **${r.attachment.every((a) => a.growth < RSS_TARGET_MB) ? 'met' : 'missed'}**).`,
      '',
      `\`scripts/file-memory.mjs\` (the file store in one process): ${r.fileMemory.join('; ') || 'no output'}.`,
    );
  }
  return lines.join('\n');
}

export async function runSupport({ root, standalone, port, seconds, pin, log }) {
  pinBench(log);
  const data = await vendorDataSet({ root, log });
  const machine = machineLine(serverRuntimeEnv());
  const common = { root, standalone, port, seconds, pin, log, pgServer: data.pgServer };
  const results = [
    await measureOn('SQLite', { ...common, manifest: { ...data.sqliteManifest, sqliteFile: data.sqliteFile } }),
  ];
  if (data.pgData) {
    // A copy of the data set, so the replies and attachments written leave the cached one as it was.
    const copy = await withClient(
      data.pgServer,
      async (c) => {
        await c.query('DROP DATABASE IF EXISTS mille_bench_support WITH (FORCE)');
        await c.query(`CREATE DATABASE mille_bench_support TEMPLATE ${new URL(data.pgData).pathname.slice(1)}`);
        return new URL('/mille_bench_support', data.pgServer).toString();
      },
      { admin: true },
    );
    try {
      results.push(await measureOn('PostgreSQL', { ...common, manifest: data.pgManifest, databaseUrl: copy }));
    } finally {
      await withClient(data.pgServer, (c) => c.query('DROP DATABASE IF EXISTS mille_bench_support WITH (FORCE)'), {
        admin: true,
      }).catch(() => {});
    }
  }
  console.log(report(results, machine, seconds));
}
