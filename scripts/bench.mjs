#!/usr/bin/env node
// `npm run bench`: measures the production server on loopback and prints a table; with --write it
// also records the results in docs/PERFORMANCE.md.
// Server and load generator run on separate cores (taskset) so they do not steal each other's time.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { unzipSync } from 'fflate';
import { currentRss, get, machineLine, peakRss, staffCookie, waitFor } from './bench/common.mjs';
import { buildFloor, serveFloor } from './bench/floor.mjs';
import { runLighthouse } from './bench/lighthouse.mjs';
import { pageScriptBytes } from './bench/page-scripts.mjs';
import { runScale } from './bench/scale.mjs';
import { runSupport } from './bench/support.mjs';
import { serverRuntimeEnv } from './server-env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// BENCH_PORT moves the server (and the reference next to it) off 3200, e.g. when the machine is shared.
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const REF_PORT = PORT + 1;
// The floor of the Lighthouse step (scripts/bench/floor.mjs): a bare Next.js app served beside ours.
const FLOOR_PORT = PORT + 2;
// Lighthouse audits per page (interleaved with the floor's and the other pages'); the median is reported.
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
// The hotel of 500 invoices: a tax id with a valid check digit, as the staff tool requires.
const BIG_HOTEL_TAX_ID = 'B50050053';
const IMPORT_HOTEL_TAX_ID = 'B20020004';
const DOWNLOAD_HOTEL_TAX_ID = 'B50005008';
/** The largest ZIP a customer may ask for (lib/invoices/list-view.ts DOWNLOAD_MAX.zip). */
const LARGE_ZIP_INVOICES = 5_000;
const write = process.argv.includes('--write');
const skipLighthouse = process.argv.includes('--no-lighthouse');
// Only the Lighthouse step (the floor, the public pages and /micuenta): a few minutes.
const lighthouseOnly = process.argv.includes('--lighthouse-only');
// Only the customer area's measurements (its lists, the ZIP, /micuenta's audit): a short run.
const accountOnly = process.argv.includes('--account-only');
// Only the back office's CSV import of 20,000 invoices (docs/PERFORMANCE.md, "Invoice import").
const importOnly = process.argv.includes('--import-only');
// Only the largest ZIP (5,000 invoices) with the health endpoint probed while it streams.
const downloadsOnly = process.argv.includes('--downloads-only');
// Demo size against vendor size (ten years of data), on SQLite and, given a server, PostgreSQL
// (scripts/bench/scale.mjs; docs/PERFORMANCE.md "Vendor size").
const scale = process.argv.includes('--scale');
// The support centre at vendor size: a hotel's case list, the staff queue, a 10 MB attachment
// (scripts/bench/support.mjs; docs/PERFORMANCE.md "Support centre").
const support = process.argv.includes('--support');
const hasTaskset = spawnSync('taskset', ['--version']).status === 0;
const pin = (cpu, cmd, args) => (hasTaskset ? ['taskset', ['-c', String(cpu), cmd, ...args]] : [cmd, args]);

function log(...a) {
  console.error('[bench]', ...a);
}

function autocannon({ url, connections = 20, method = 'GET', body, headers = {}, duration = DURATION }) {
  const args = [
    path.join(root, 'node_modules', 'autocannon', 'autocannon.js'),
    '--json',
    '-c',
    String(connections),
    '-d',
    String(duration),
    '-m',
    method,
  ];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  if (body) args.push('-b', body);
  args.push(url);
  const [cmd, cmdArgs] = pin(1, process.execPath, args);
  const out = execFileSync(cmd, cmdArgs, {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const r = JSON.parse(out);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  if (write && (accountOnly || importOnly || downloadsOnly || scale || support || lighthouseOnly))
    throw new Error(
      '--write records a full run only (drop --account-only / --import-only / --downloads-only / --scale / --support / --lighthouse-only)',
    );
  if (!existsSync(path.join(root, '.next', 'standalone', 'server.js'))) {
    log('building…');
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mille-bench-'));
  const standalone = path.join(root, '.next', 'standalone');
  execFileSync('cp', ['-r', path.join(root, '.next', 'static'), path.join(standalone, '.next', 'static')]);
  execFileSync('cp', ['-r', path.join(root, 'public'), standalone]);
  if (scale) {
    rmSync(dataDir, { recursive: true, force: true });
    await runScale({ root, standalone, port: PORT, seconds: Number(process.env.BENCH_SECONDS ?? 3), pin, log });
    return;
  }
  if (support) {
    rmSync(dataDir, { recursive: true, force: true });
    await runSupport({ root, standalone, port: PORT, seconds: Number(process.env.BENCH_SECONDS ?? 5), pin, log });
    return;
  }
  const [cmd, args] = pin(0, process.execPath, ['-r', './server-preload.cjs', 'server.js']);
  const server = spawn(cmd, args, {
    cwd: standalone,
    // The settings the production server runs with (scripts/server-env.mjs).
    env: {
      ...serverRuntimeEnv(),
      PORT: String(PORT),
      HOSTNAME: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ENQUIRY_LIMIT: '1000000',
      LOGIN_IP_LIMIT: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const serverPid = () => {
    // With taskset the node process is the taskset child (taskset execs it, same pid).
    return server.pid;
  };
  try {
    await waitFor(`${BASE}/api/health`);
    const staticPath = '/sobre-nosotros';
    for (const p of [staticPath, '/blog', '/index']) await get(BASE + p);

    // Sign in once for the invoice list.
    const form = new URLSearchParams({ email: 'facturas@hotelmediterraneo.es', pass: 'Demo-2026-Mille' });
    const login = await fetch(`${BASE}/api/Data/LoginUsuario`, {
      method: 'POST',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const cookie = (login.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
    if (lighthouseOnly) {
      console.log(lighthouseTable(await lighthouseStep(cookie)).join('\n'));
      return;
    }
    // A hotel of 500 invoices for the same billing contact, added with the staff tool as staff would.
    const bigHotel = addBigHotel(standalone, { ...serverRuntimeEnv(), DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, dataDir);
    const hotels = await (
      await get(`${BASE}/api/Data/GetHotelesContactoUsuario`, {
        method: 'POST',
        body: '-1',
        headers: { 'content-type': 'application/json', cookie },
      })
    )
      .json()
      .catch(() => []);
    const hotelId = Array.isArray(hotels) && hotels[0] ? hotels[0].id_hotel : 1;
    const bigId = hotels.find?.((h) => h.datoshotel?.nombrehotel === bigHotel)?.id_hotel;
    if (!bigId) throw new Error('the 500-invoice hotel is missing');
    // The staff import goes into a hotel of its own and runs after the load (below), so the lists
    // measured stay those of a hotel of 500 and the peak RSS is the serving load's.
    const importIntoOwnHotel = async () => {
      addImportHotel(standalone, { ...serverRuntimeEnv(), DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
      const r = await measureCsvImport(serverPid());
      log(
        `CSV import of ${r.rows} rows: preview ${r.previewMs} ms (upload ${r.uploadMs} ms + first page ${r.pageMs} ms), import ${r.importMs} ms, RSS +${r.rssGrowthMb} MB`,
      );
      return r;
    };
    if (importOnly) {
      console.log(importLine(await importIntoOwnHotel()));
      return;
    }
    // The largest ZIP, in a hotel of its own for the same contact, after everything else in a
    // full run (it adds a hotel to the contact's list and would count in the serving load's peak RSS).
    const largeZip = async () => {
      const name = addDownloadHotel(
        standalone,
        { ...serverRuntimeEnv(), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        dataDir,
      );
      const contacts = await (
        await get(`${BASE}/api/Data/GetHotelesContactoUsuario`, {
          method: 'POST',
          body: '-1',
          headers: { 'content-type': 'application/json', cookie },
        })
      ).json();
      const id = contacts.find((h) => h.datoshotel?.nombrehotel === name)?.id_hotel;
      if (!id) throw new Error('the 5,000-invoice hotel is missing');
      const r = await measureLargeZip(`${BASE}/micuenta/facturas.zip?hotel=${id}&anio=2025`, cookie, serverPid());
      // The account page of that hotel and its list's JSON: a page of rows, whatever the count.
      const bytesOf = async (p) =>
        (await (await fetch(`${BASE}${p}`, { headers: { cookie } })).arrayBuffer()).byteLength;
      r.pageKb = (await bytesOf(`/micuenta?hotel=${id}&pestana=facturas&anio=2025`)) / 1024;
      r.jsonKb = (await bytesOf(`/micuenta/facturas.json?hotel=${id}&anio=2025&pagina=2`)) / 1024;
      log(largeZipLine(r));
      return r;
    };
    if (downloadsOnly) {
      console.log(largeZipLine(await largeZip()));
      return;
    }
    log(`server RSS before the ZIP ${currentRss(serverPid()).toFixed(0)} MB`);
    const zip = await measureZip(`${BASE}/micuenta/facturas.zip?hotel=${bigId}&anio=2025`, cookie, serverPid());
    log(`zip of ${zip.files} invoices: first byte ${zip.firstByteMs} ms, RSS +${zip.rssGrowthMb} MB`);

    const rows = [];
    const measure = (name, opts) => {
      log(name);
      const r = autocannon(opts);
      if (server.exitCode !== null) throw new Error(`the server exited during "${name}"`);
      rows.push({ name, ...r });
      log(
        `  server RSS now ${currentRss(serverPid()).toFixed(0)} MB, peak so far ${peakRss(serverPid()).toFixed(0)} MB`,
      );
      return r;
    };
    if (!accountOnly) {
      measure(`static page ${staticPath}`, { url: BASE + staticPath });
      measure('/blog', { url: `${BASE}/blog` });
      measure('GET /api/Data/GetNoticias', { url: `${BASE}/api/Data/GetNoticias` });
    }
    measure('POST GetFacturasHotelContacto (signed in)', {
      url: `${BASE}/api/Data/GetFacturasHotelContacto`,
      method: 'POST',
      body: String(hotelId),
      headers: { 'content-type': 'application/json', cookie },
    });
    measure('POST GetFacturasHotelContacto, hotel of 500 (signed in)', {
      url: `${BASE}/api/Data/GetFacturasHotelContacto`,
      method: 'POST',
      body: String(bigId),
      headers: { 'content-type': 'application/json', cookie },
    });
    measure('GET /micuenta/facturas.json, 500 filtered (year, type, search)', {
      url: `${BASE}/micuenta/facturas.json?hotel=${bigId}&anio=2025&tipo=soporte&q=trimestre`,
      headers: { cookie },
    });
    if (!accountOnly) {
      measure('POST LoginUsuario', {
        url: `${BASE}/api/Data/LoginUsuario`,
        method: 'POST',
        body: form.toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        connections: 10,
      });
    }

    // Reference: a minimal Node server answering the same bytes, alternated with ours.
    const page = await get(BASE + staticPath);
    const bytes = Buffer.from(await page.arrayBuffer());
    const refScript = `require('http').createServer((q,s)=>{s.writeHead(200,{'content-type':'text/html; charset=utf-8','content-length':${bytes.length}});s.end(B)}).listen(${REF_PORT},'127.0.0.1')`;
    const refFile = path.join(dataDir, 'ref.cjs');
    writeFileSync(
      refFile,
      `const B=require('fs').readFileSync(${JSON.stringify(path.join(dataDir, 'page.html'))});${refScript}`,
    );
    writeFileSync(path.join(dataDir, 'page.html'), bytes);
    const [rc, ra] = pin(0, process.execPath, [refFile]);
    const ref = spawn(rc, ra, { stdio: 'ignore' });
    await waitFor(`http://127.0.0.1:${REF_PORT}/`);
    const ours = [];
    const theirs = [];
    for (let i = 0; i < (accountOnly ? 0 : 5); i++) {
      log(`A/B pair ${i + 1}/5`);
      ours.push(autocannon({ url: BASE + staticPath, duration: 5 }).rps);
      theirs.push(autocannon({ url: `http://127.0.0.1:${REF_PORT}/`, duration: 5 }).rps);
    }
    ref.kill();
    const ratio = median(ours) / median(theirs);
    const rss = peakRss(serverPid());
    const csvImport = await importIntoOwnHotel();

    const scripts = accountOnly ? null : scriptLine(await pageScriptBytes(BASE));

    const lighthouse = skipLighthouse ? [] : await lighthouseStep(cookie, !accountOnly);

    const large = await largeZip();

    const table = [
      '| measurement | req/s | p50 ms | p99 ms | non-2xx |',
      '|---|---:|---:|---:|---:|',
      ...rows.map((r) => `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.non2xx} |`),
      '',
      ...(accountOnly
        ? []
        : [
            `Static page vs. minimal Node server with the same ${bytes.length} bytes (A B A B, five pairs, medians): ours ${median(ours).toFixed(0)} req/s, reference ${median(theirs).toFixed(0)} req/s, ratio **${(ratio * 100).toFixed(1)} %**.`,
            '',
          ]),
      `Peak RSS of the server during the run: **${rss.toFixed(0)} MB**.`,
      '',
      `ZIP of ${zip.files} invoices (\`/micuenta/facturas.zip\`, before the load runs): first byte after **${zip.firstByteMs} ms**, ${zip.totalMs} ms in all, ${(zip.bytes / 1024).toFixed(0)} kB; the server's RSS grew **${zip.rssGrowthMb} MB** while it streamed.`,
      '',
      importLine(csvImport),
      '',
      largeZipLine(large),
      ...(scripts ? ['', scripts] : []),
    ];
    if (lighthouse.length) table.push('', ...lighthouseTable(lighthouse));
    const machine = machineLine(serverRuntimeEnv());
    const report = [
      `Measured ${new Date().toISOString()} on ${machine}; ${DURATION} s per run, 20 connections unless noted (login: 10).`,
      '',
      ...table,
    ].join('\n');
    console.log(report);
    if (write) {
      const file = path.join(root, 'docs', 'PERFORMANCE.md');
      const previous = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n';
      const marker = '<!-- bench:results -->';
      const head = previous.includes(marker)
        ? previous.slice(0, previous.indexOf(marker))
        : `${previous.trimEnd()}\n\n`;
      writeFileSync(file, `${head}${marker}\n${report}\n`);
      log('written to docs/PERFORMANCE.md');
    }
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Every public page's script in one line: the range per language and any page over 130 kB. */
function scriptLine(rows) {
  const range = (rs) => {
    const [low, high] = [Math.min(...rs.map((r) => r.kB)).toFixed(1), Math.max(...rs.map((r) => r.kB)).toFixed(1)];
    return low === high ? `${low} kB` : `${low}–${high} kB`;
  };
  const english = rows.filter((r) => r.path === '/en' || r.path.startsWith('/en/'));
  const spanish = rows.filter((r) => !english.includes(r));
  const over = rows.filter((r) => r.kB > 130);
  return `Script of every public page (${rows.length}, sitemap and English mirror; counted as Lighthouse's transfer size): Spanish ${range(spanish)}, English ${range(english)}, heaviest ${rows[0].path}; over 130 kB: **${over.length ? over.map((r) => `${r.path} ${r.kB.toFixed(1)}`).join(', ') : 'none'}**.`;
}

/**
 * The back office's import of a 20,000-row CSV into the 500-invoice hotel: upload and the preview's
 * first page (what staff wait for before they see the errors), then "Importar" (one transaction).
 */
async function measureCsvImport(pid) {
  const rows = 20_000;
  const lines = ['hotel;number;date;due_date;type;description;amount'];
  for (let i = 0; i < rows; i++) {
    const month = String((i % 12) + 1).padStart(2, '0');
    lines.push(
      `${IMPORT_HOTEL_TAX_ID};I25-${String(i + 1).padStart(6, '0')};2025-${month}-${String((i % 27) + 1).padStart(2, '0')};2025-${month}-28;${['venta', 'servicio', 'soporte', 'otros'][i % 4]};"Cuota mensual de soporte 24x7 y actualizaciones, línea ${i + 1}";${(100 + (i % 900)).toFixed(2).replace('.', ',')}`,
    );
  }
  const csv = Buffer.from(`${lines.join('\r\n')}\r\n`);
  const cookie = await staffCookie(BASE);
  const before = currentRss(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, currentRss(pid))), 50);
  try {
    const t0 = performance.now();
    const form = new FormData();
    form.set('fichero', new Blob([csv], { type: 'text/csv' }), 'facturas-20000.csv');
    const up = await (
      await fetch(`${BASE}/api/gestion/facturas/importar`, {
        method: 'POST',
        body: form,
        headers: { origin: BASE, cookie },
      })
    ).json();
    if (!up.ok) throw new Error(`upload refused: ${JSON.stringify(up)}`);
    const t1 = performance.now();
    const [, pageIndex] = await indexMeanwhile(async () => {
      const page = await fetch(`${BASE}${up.then}`, { headers: { cookie } });
      const text = await page.text();
      if (!page.ok || !text.includes('Importar 20000 facturas'))
        throw new Error(`preview did not offer the import (${page.status})`);
      return text;
    });
    const t2 = performance.now();
    const [done, importIndex] = await indexMeanwhile(async () =>
      (
        await fetch(`${BASE}/api/gestion/facturas/importar/${up.id}`, {
          method: 'POST',
          body: new URLSearchParams(),
          headers: { origin: BASE, cookie },
        })
      ).json(),
    );
    const t3 = performance.now();
    if (done.summary?.added !== rows) throw new Error(`import: ${JSON.stringify(done)}`);
    return {
      rows,
      kb: Math.round(csv.byteLength / 1024),
      uploadMs: Math.round(t1 - t0),
      pageMs: Math.round(t2 - t1),
      previewMs: Math.round(t2 - t0),
      importMs: Math.round(t3 - t2),
      pageIndex,
      importIndex,
      rssGrowthMb: Math.round(peak - before),
    };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * `work` run while one client asks `/index` one request after another: its answer and the longest
 * `/index` waited meanwhile (what the request held every other request back by). The probe in
 * flight when `work` ends is counted too: it is the one that waited behind its last stretch.
 */
async function indexMeanwhile(work) {
  let running = true;
  let longest = 0;
  let n = 0;
  const probing = (async () => {
    while (running) {
      const t = performance.now();
      await (await fetch(`${BASE}/index`)).arrayBuffer();
      longest = Math.max(longest, performance.now() - t);
      n++;
    }
  })();
  let answer;
  try {
    answer = await work();
  } finally {
    running = false;
    await probing;
  }
  return [answer, { n, longestMs: Math.round(longest) }];
}

function importLine(r) {
  return `CSV import in the back office, ${r.rows} rows (${r.kb} kB) into a hotel of its own, after the load: upload and the preview's first page **${r.previewMs} ms** (${r.uploadMs} + ${r.pageMs}; \`/index\` longest meanwhile ${r.pageIndex.longestMs} ms), "Importar" **${r.importMs} ms** (\`/index\` longest ${r.importIndex.longestMs} ms); the server's RSS grew ${r.rssGrowthMb} MB (targets: 5 s and 20 s; \`/index\` ≤ 100 ms).`;
}

/** The empty hotel the 20,000-row CSV is imported into (no contact: nobody's lists grow). */
function addImportHotel(standalone, env) {
  execFileSync(
    process.execPath,
    [
      'staff.mjs',
      'accounts',
      'create-hotel',
      '--name',
      'Hotel Veinte Mil',
      '--legal-name',
      'Veinte Mil Hoteles, S.L.',
      '--tax-id',
      IMPORT_HOTEL_TAX_ID,
      '--city',
      'Madrid',
    ],
    { cwd: standalone, env, stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

/** A hotel of 500 invoices (200 of them in 2025) for the demo billing contact, via the staff tool. */
function addBigHotel(standalone, env, dir) {
  const name = 'Hotel Quinientos';
  const staff = (...args) =>
    execFileSync(process.execPath, ['staff.mjs', 'accounts', ...args], {
      cwd: standalone,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  staff(
    'create-hotel',
    '--name',
    name,
    '--legal-name',
    'Quinientos Hoteles, S.L.',
    '--tax-id',
    BIG_HOTEL_TAX_ID,
    '--city',
    'Madrid',
  );
  staff(
    'add-contact',
    'facturas@hotelmediterraneo.es',
    '--hotel',
    BIG_HOTEL_TAX_ID,
    '--type',
    '1',
    '--name',
    'Lucía Ferrer Martí',
  );
  const types = ['venta', 'servicio', 'soporte', 'otros'];
  const rows = ['hotel,number,date,due_date,type,description,amount'];
  for (let i = 0; i < 500; i++) {
    const year = i < 150 ? 2024 : i < 350 ? 2025 : 2026;
    const month = String((i % 12) + 1).padStart(2, '0');
    const day = String((i % 27) + 1).padStart(2, '0');
    rows.push(
      `${BIG_HOTEL_TAX_ID},Q${year}-${String(i + 1).padStart(4, '0')},${year}-${month}-${day},${year}-${month}-28,${types[i % 4]},"Soporte 24x7, trimestre ${(i % 4) + 1} (línea ${i + 1})",${(100 + (i % 900)).toFixed(2)}`,
    );
  }
  const csv = path.join(dir, 'bench-invoices.csv');
  writeFileSync(csv, `${rows.join('\n')}\n`);
  staff('import-invoices', csv);
  return name;
}

/** Downloads a ZIP while sampling the server's RSS: first byte, total time, growth. */
async function measureZip(url, cookie, pid) {
  await (await fetch(url, { headers: { cookie } })).arrayBuffer(); // warm: code loaded, caches filled
  const before = currentRss(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, currentRss(pid))), 10);
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  const reader = res.body.getReader();
  let firstByteMs = 0;
  let bytes = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    if (!firstByteMs) firstByteMs = Math.round(performance.now() - started);
    bytes += value.byteLength;
  }
  const totalMs = Math.round(performance.now() - started);
  clearInterval(sampler);
  peak = Math.max(peak, currentRss(pid));
  const files = Object.keys(
    unzipSync(new Uint8Array(await (await fetch(url, { headers: { cookie } })).arrayBuffer())),
  ).length;
  return { files, firstByteMs, totalMs, bytes, rssGrowthMb: (peak - before).toFixed(1) };
}

/** A hotel of LARGE_ZIP_INVOICES invoices, all of 2025, for the demo billing contact (staff tool). */
function addDownloadHotel(standalone, env, dir) {
  const name = 'Hotel Cinco Mil';
  const staff = (...args) =>
    execFileSync(process.execPath, ['staff.mjs', 'accounts', ...args], {
      cwd: standalone,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  staff(
    'create-hotel',
    '--name',
    name,
    '--legal-name',
    'Cinco Mil Hoteles, S.L.',
    '--tax-id',
    DOWNLOAD_HOTEL_TAX_ID,
    '--city',
    'Madrid',
  );
  staff(
    'add-contact',
    'facturas@hotelmediterraneo.es',
    '--hotel',
    DOWNLOAD_HOTEL_TAX_ID,
    '--type',
    '1',
    '--name',
    'Lucía Ferrer Martí',
  );
  const types = ['venta', 'servicio', 'soporte', 'otros'];
  const rows = ['hotel,number,date,due_date,type,description,amount'];
  for (let i = 0; i < LARGE_ZIP_INVOICES; i++) {
    const month = String((i % 12) + 1).padStart(2, '0');
    rows.push(
      `${DOWNLOAD_HOTEL_TAX_ID},D25-${String(i + 1).padStart(5, '0')},2025-${month}-${String((i % 27) + 1).padStart(2, '0')},2025-${month}-28,${types[i % 4]},"Cuota de soporte y mantenimiento (línea ${i + 1})",${(100 + (i % 900)).toFixed(2)}`,
    );
  }
  const csv = path.join(dir, 'bench-download-invoices.csv');
  writeFileSync(csv, `${rows.join('\n')}\n`);
  staff('import-invoices', csv);
  return name;
}

/**
 * One ZIP (or `copies` of it at once), streamed while the server's RSS is sampled every 10 ms and
 * `/api/health` is asked again as soon as it answers: its size, times (of the last to end), RSS growth
 * (in all, and over its second half) and the longest the server kept the health check waiting.
 */
async function streamZip(url, cookie, pid, copies = 1) {
  const before = currentRss(pid);
  const samples = [];
  const sampler = setInterval(() => samples.push([performance.now(), currentRss(pid)]), 10);
  let streaming = true;
  const health = [];
  const probe = (async () => {
    while (streaming) {
      const t0 = performance.now();
      // A kept-alive socket the server closed meanwhile is retried on a fresh one (get).
      const r = await get(`${BASE}/api/health`);
      await r.arrayBuffer();
      health.push(performance.now() - t0);
    }
  })();
  const started = performance.now();
  let firstByteMs = 0;
  const download = async () => {
    const res = await fetch(url, { headers: { cookie } });
    if (!res.ok) throw new Error(`ZIP: ${res.status} ${await res.text()}`);
    const chunks = [];
    let first = 0;
    for await (const chunk of res.body) {
      if (!first) firstByteMs = Math.max(firstByteMs, (first = Math.round(performance.now() - started)));
      chunks.push(chunk);
    }
    return chunks;
  };
  const [chunks] = await Promise.all(Array.from({ length: copies }, download));
  const ended = performance.now();
  streaming = false;
  await probe;
  clearInterval(sampler);
  samples.push([performance.now(), currentRss(pid)]);
  const bytes = Buffer.concat(chunks);
  let files = 0;
  unzipSync(bytes, { filter: () => (files++, false) });
  const half = started + (ended - started) / 2;
  const peakOf = (list) => Math.max(before, ...list.map(([, rss]) => rss));
  const sorted = [...health].sort((a, b) => a - b);
  return {
    files,
    firstByteMs,
    totalMs: Math.round(ended - started),
    mb: bytes.byteLength / 2 ** 20,
    rssGrowthMb: peakOf(samples) - before,
    // What the second half added over the first's peak: ~0 when memory does not grow with the count.
    secondHalfGrowthMb: Math.max(0, peakOf(samples) - peakOf(samples.filter(([t]) => t < half))),
    healthCount: health.length,
    healthP50: sorted[Math.floor(sorted.length / 2)] ?? NaN,
    healthMax: sorted[sorted.length - 1] ?? NaN,
  };
}

/**
 * The largest ZIP a customer may download (5,000 invoices) on a server that has drawn PDFs before:
 * first a ZIP of 999 of them (`q=D25-00`), which also shows the growth from a server that had not
 * (the heap growing to its working size, PERFORMANCE.md "Downloads of any size").
 */
async function measureLargeZip(url, cookie, pid) {
  await (await fetch(`${url}&q=D25-00001`, { headers: { cookie } })).arrayBuffer(); // code loaded
  const first = await streamZip(`${url}&q=D25-00`, cookie, pid);
  const large = await streamZip(url, cookie, pid);
  // Ten customers at once, each a year's ZIP of a few hundred invoices (the sales of those 999: 250).
  const ten = await streamZip(`${url}&q=D25-00&tipo=venta`, cookie, pid, 10);
  return { first, large, ten };
}

function largeZipLine({ first, large, ten, pageKb, jsonKb }) {
  const health = (r) =>
    `\`/api/health\` asked ${r.healthCount} times meanwhile, one after another: median ${r.healthP50.toFixed(1)} ms, longest **${r.healthMax.toFixed(1)} ms**`;
  return (
    `ZIP of ${large.files} invoices (the largest allowed; \`/micuenta/facturas.zip\`, after a ZIP of ${first.files}): first byte after ${large.firstByteMs} ms, **${(large.totalMs / 1000).toFixed(1)} s** in all, ${large.mb.toFixed(1)} MB; ` +
    `the server's RSS grew **${large.rssGrowthMb.toFixed(1)} MB** (target < 50), ${large.secondHalfGrowthMb.toFixed(1)} MB of it in the second half; ${health(large)}. ` +
    `The ZIP of ${first.files} before it, the first PDFs the server drew: ${(first.totalMs / 1000).toFixed(1)} s, RSS +${first.rssGrowthMb.toFixed(1)} MB (${first.secondHalfGrowthMb.toFixed(1)} in the second half), health longest ${first.healthMax.toFixed(1)} ms. ` +
    `Ten ZIPs of ${ten.files} at once: the last ended after ${(ten.totalMs / 1000).toFixed(1)} s, RSS +${ten.rssGrowthMb.toFixed(1)} MB; ${health(ten)}. ` +
    `That hotel's \`/micuenta\` (invoices tab, 2025) is ${pageKb.toFixed(0)} kB of HTML and a page of its \`facturas.json\` ${jsonKb.toFixed(1)} kB.`
  );
}

/** Public pages of every kind the audits cover: the home page, a product, the news list, a form, a table. */
const AUDITED = ['/index', '/soluciones/othello', '/blog', '/contacto', '/precios', '/soluciones/channel-manager'];

/**
 * Lighthouse on the floor (a bare Next.js app, scripts/bench/floor.mjs), the public pages and
 * /micuenta signed in (the session cookie as an extra header), LIGHTHOUSE_RUNS times each,
 * interleaved; the floor's row first.
 */
async function lighthouseStep(cookie, publicPages = true) {
  // Audit the pages as the server answers them once running, not their first answer after
  // start, when Next.js still loads the page's code (and a never-revalidated page is not yet
  // answered from memory: server/prerendered-pages.ts).
  const audited = publicPages ? AUDITED : [];
  for (const p of audited) await get(BASE + p);
  await get(`${BASE}/micuenta`, { headers: { cookie } });
  const floorUrl = `http://127.0.0.1:${FLOOR_PORT}/`;
  const floor = publicPages ? serveFloor(root, buildFloor(root, log), FLOOR_PORT, pin) : null;
  try {
    if (floor) {
      await waitFor(floorUrl);
      await get(floorUrl);
    }
    return runLighthouse(
      [
        ...(floor ? [{ name: 'floor', url: floorUrl }] : []),
        ...audited.map((p) => ({ name: p, url: BASE + p })),
        { name: '/micuenta', url: `${BASE}/micuenta`, headers: { Cookie: cookie } },
      ],
      LIGHTHOUSE_RUNS,
      log,
    );
  } finally {
    floor?.kill('SIGTERM');
  }
}

function lighthouseTable(rows) {
  const floor = rows.find((r) => r.path === 'floor');
  const ratio = (r) => (floor && floor.tbt > 0 && r.runs ? `${(r.tbt / floor.tbt).toFixed(2)}×` : '–');
  return [
    `Lighthouse mobile, ${LIGHTHOUSE_RUNS} runs of each page interleaved, medians; "floor" is a bare Next.js App Router page with one client component (scripts/bench/floor.mjs) served beside ours; TBT of every run in brackets.`,
    '',
    '| Lighthouse (mobile) | performance | accessibility | best practices | SEO | LCP ms | TBT ms | TBT ÷ floor | main thread ms | CLS | script kB |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((l) =>
      l.runs
        ? `| ${l.path} | ${l.perf} | ${l.a11y} | ${l.bp} | ${l.seo} | ${l.lcp} | ${l.tbt} (${l.tbts.join(', ')}) | ${ratio(l)} | ${l.mainThread} | ${l.cls} | ${l.scriptKb} |`
        : `| ${l.path} | error | | | | | | | | | |`,
    ),
  ];
}

await main();
