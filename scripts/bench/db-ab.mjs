#!/usr/bin/env node
// The A/B of the embedded database (docs/PERFORMANCE.md, "The data model written once"): the same
// production build started on SQLite (`file:`) and on in-process PostgreSQL (`pglite:`), alternated
// in one run. Per variant and round, on a fresh data folder:
//   1. cold start on an empty folder (migrations + demo seed): process start → first 200 of /api/health;
//   2. server stopped; hotels of 500 and 3,000 invoices added with the staff tool (PGlite's folder is
//      one process' at a time, so both variants prepare with the server stopped);
//   3. cold start on that folder, a 5 s warm-up (list of 500, not recorded), then under load (autocannon, 20 connections, BENCH_SECONDS each):
//      the contract's list and the page's filtered list of both hotels, and an enquiry burst
//      (POST NuevoContacto, every one a write); the server's peak RSS (VmHWM) over it all.
// Usage: node scripts/bench/db-ab.mjs [rounds=2] (after `npm run build`; run under the build lock).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverRuntimeEnv } from '../server-env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const standalone = path.join(root, '.next', 'standalone');
const PORT = Number(process.env.BENCH_PORT ?? 3230);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.argv[2] ?? 2);
const VARIANTS = (process.env.AB_VARIANTS ?? 'sqlite,pglite').split(',');
const hasTaskset = spawnSync('taskset', ['--version']).status === 0;
const pin = (cpu, cmd, args) => (hasTaskset ? ['taskset', ['-c', String(cpu), cmd, ...args]] : [cmd, args]);
const log = (...a) => console.error('[db-ab]', ...a);
const HOTELS = [
  { name: 'Hotel Quinientos', taxId: 'B50050053', count: 500 },
  { name: 'Hotel Tres Mil', taxId: 'B30030001', count: 3000 },
];

function autocannon({ url, method = 'GET', body, headers = {}, duration = DURATION }) {
  const args = [path.join(root, 'node_modules', 'autocannon', 'autocannon.js'), '--json', '-c', '20', '-d', String(duration), '-m', method];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  if (body) args.push('-b', body);
  args.push(url);
  const [cmd, cmdArgs] = pin(1, process.execPath, args);
  const r = JSON.parse(execFileSync(cmd, cmdArgs, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] }));
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, bad: r.non2xx + r.errors };
}

const status = (pid, field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** fetch on a fresh socket: the server may close a kept-alive one after a load run. */
const get = (url, init = {}) => fetch(url, { ...init, headers: { ...init.headers, connection: 'close' } });

async function start(env) {
  const [cmd, args] = pin(0, process.execPath, ['-r', './server-preload.cjs', 'server.js']);
  const started = performance.now();
  const server = spawn(cmd, args, { cwd: standalone, env, stdio: ['ignore', 'ignore', 'inherit'] });
  for (;;) {
    if (server.exitCode !== null) throw new Error('the server exited at start');
    try {
      const r = await fetch(`${BASE}/api/health`);
      if (r.status === 200) return { server, coldMs: Math.round(performance.now() - started) };
    } catch {}
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function stop(server) {
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await exited;
}

function addHotels(env, dir) {
  const staff = (...args) => execFileSync(process.execPath, ['staff.mjs', 'accounts', ...args], { cwd: standalone, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const types = ['venta', 'servicio', 'soporte', 'otros'];
  for (const h of HOTELS) {
    staff('create-hotel', '--name', h.name, '--legal-name', `${h.name}, S.L.`, '--tax-id', h.taxId, '--city', 'Madrid');
    staff('add-contact', 'facturas@hotelmediterraneo.es', '--hotel', h.taxId, '--type', '1', '--name', 'Lucía Ferrer Martí');
    const rows = ['hotel,number,date,due_date,type,description,amount'];
    for (let i = 0; i < h.count; i++) {
      const year = i < h.count * 0.3 ? 2024 : i < h.count * 0.7 ? 2025 : 2026;
      const month = String((i % 12) + 1).padStart(2, '0');
      const day = String((i % 27) + 1).padStart(2, '0');
      rows.push(`${h.taxId},Q${h.count}-${year}-${String(i + 1).padStart(5, '0')},${year}-${month}-${day},${year}-${month}-28,${types[i % 4]},"Soporte 24x7, trimestre ${(i % 4) + 1} (línea ${i + 1})",${(100 + (i % 900)).toFixed(2)}`);
    }
    const csv = path.join(dir, `invoices-${h.count}.csv`);
    writeFileSync(csv, `${rows.join('\n')}\n`);
    staff('import-invoices', csv);
  }
}

async function runVariant(variant) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `mille-ab-${variant}-`));
  const DATABASE_URL = variant === 'sqlite' ? `file:${path.join(dir, 'app.db')}` : `pglite:${path.join(dir, 'pgdata')}`;
  const env = { ...serverRuntimeEnv(), PORT: String(PORT), HOSTNAME: '127.0.0.1', DATA_DIR: dir, DATABASE_URL, LOG_LEVEL: 'warn', ENQUIRY_LIMIT: '1000000', LOGIN_IP_LIMIT: '1000000' };
  const out = { variant };
  let server;
  try {
    let coldMs;
    ({ server, coldMs } = await start(env));
    out.coldEmptyMs = coldMs;
    await stop(server);
    const prepStarted = performance.now();
    addHotels(env, dir);
    out.prepareS = ((performance.now() - prepStarted) / 1000).toFixed(1);
    ({ server, coldMs } = await start(env));
    out.coldMs = coldMs;
    out.idleRssMb = Math.round(status(server.pid, 'VmRSS'));
    const form = new URLSearchParams({ email: 'facturas@hotelmediterraneo.es', pass: 'Demo-2026-Mille' });
    const login = await get(`${BASE}/api/Data/LoginUsuario`, { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const hotels = await (await get(`${BASE}/api/Data/GetHotelesContactoUsuario`, { method: 'POST', body: '-1', headers: { 'content-type': 'application/json', cookie } })).json();
    // Warm-up, not recorded: the routes' code loads and the JIT (V8's, and PGlite's WebAssembly tier-up) settles.
    const warmId = hotels.find((x) => x.datoshotel?.nombrehotel === HOTELS[0].name)?.id_hotel;
    autocannon({ url: `${BASE}/api/Data/GetFacturasHotelContacto`, method: 'POST', body: String(warmId), headers: { 'content-type': 'application/json', cookie }, duration: 5 });
    for (const h of HOTELS) {
      const id = hotels.find((x) => x.datoshotel?.nombrehotel === h.name)?.id_hotel;
      if (!id) throw new Error(`${h.name} is missing`);
      const list = await (await get(`${BASE}/api/Data/GetFacturasHotelContacto`, { method: 'POST', body: String(id), headers: { 'content-type': 'application/json', cookie } })).json();
      if (list.length !== h.count) throw new Error(`${h.name}: ${list.length} invoices listed`);
      out[`list${h.count}`] = autocannon({ url: `${BASE}/api/Data/GetFacturasHotelContacto`, method: 'POST', body: String(id), headers: { 'content-type': 'application/json', cookie } });
      out[`filtered${h.count}`] = autocannon({ url: `${BASE}/micuenta/facturas.json?hotel=${id}&anio=2025&tipo=soporte&q=trimestre`, headers: { cookie } });
      log(variant, h.count, JSON.stringify(out[`list${h.count}`]), JSON.stringify(out[`filtered${h.count}`]));
    }
    const enquiry = new URLSearchParams({ nombre: 'Lucía', apellidos: 'Pérez Gil', email: 'lucia@hotelmar.es', telefono: '600123456', consulta: 'Quiero una demo de recepción', robot: 'true' });
    out.enquiries = autocannon({ url: `${BASE}/api/Data/NuevoContacto`, method: 'POST', body: enquiry.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    log(variant, 'enquiries', JSON.stringify(out.enquiries));
    out.peakRssMb = Math.round(status(server.pid, 'VmHWM'));
  } finally {
    if (server && server.exitCode === null) await stop(server);
    rmSync(dir, { recursive: true, force: true });
  }
  log(JSON.stringify(out));
  return out;
}

const results = [];
for (let round = 0; round < ROUNDS; round++) {
  // A B, then B A: neither variant always runs on the warmer machine.
  const order = round % 2 ? [...VARIANTS].reverse() : VARIANTS;
  for (const v of order) results.push({ round: round + 1, ...(await runVariant(v)) });
}
const cell = (r) => `${r.p99} (${r.rps}${r.bad ? `, ${r.bad} bad` : ''})`;
console.log('| round | variant | cold start empty / prepared (ms) | list 500 p99 ms (req/s) | filtered 500 | list 3,000 | filtered 3,000 | enquiry burst p99 (req/s) | idle / peak RSS MB |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(`| ${r.round} | ${r.variant} | ${r.coldEmptyMs} / ${r.coldMs} | ${cell(r.list500)} | ${cell(r.filtered500)} | ${cell(r.list3000)} | ${cell(r.filtered3000)} | ${cell(r.enquiries)} | ${r.idleRssMb} / ${r.peakRssMb} |`);
}
