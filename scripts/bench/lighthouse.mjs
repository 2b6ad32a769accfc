// The bench's Lighthouse step: every target audited `runs` times, the runs interleaved (target A,
// B, C, then A, B, C again) so a busier moment of a shared host weighs on all of them alike; each
// figure is the median of its runs. The reports stay in os.tmpdir() (lh-<name>-<run>.json) for a
// look at where the time went (bootup-time, mainthread-work-breakdown).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic --disable-dev-shm-usage';

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** One Lighthouse mobile audit of a URL; its report's path, or null when Lighthouse gave none. */
function audit(url, out, headers) {
  rmSync(out, { force: true });
  const res = spawnSync(
    'npx',
    [
      '-y',
      'lighthouse@12.8.2',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--form-factor=mobile',
      ...(headers ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return res.status === 0 && existsSync(out) ? out : null;
}

function figures(file) {
  const lhr = JSON.parse(readFileSync(file, 'utf8'));
  const score = (k) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  const script = items.find((i) => i.resourceType === 'script');
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
    // Main-thread time Lighthouse counts (after its 4× CPU slowdown), and the share of it in scripts.
    mainThread: lhr.audits['mainthread-work-breakdown']?.numericValue ?? 0,
    scriptKb: script ? script.transferSize / 1024 : 0,
  };
}

/**
 * Audits each target `runs` times, interleaved. targets: [{ name, url, headers? }]. Returns one row
 * per target with the medians and every run's TBT (`tbts`); perf 'error' when no run gave a report.
 */
export function runLighthouse(targets, runs, log) {
  const results = new Map(targets.map((t) => [t.name, []]));
  for (let run = 1; run <= runs; run++) {
    for (const t of targets) {
      log(`lighthouse ${t.name} (run ${run}/${runs})`);
      const out = path.join(os.tmpdir(), `lh-${t.name.replace(/\W/g, '_')}-${run}.json`);
      // Lighthouse now and then loses the trace of a load (NO_NAVSTART, NO_FCP): one more try.
      const file = audit(t.url, out, t.headers) ?? audit(t.url, out, t.headers);
      if (file) results.get(t.name).push(figures(file));
      else log(`lighthouse ${t.name}: no result in run ${run}`);
    }
  }
  return targets.map(({ name }) => {
    const rs = results.get(name);
    if (!rs.length) return { path: name, perf: 'error', runs: 0, tbts: [] };
    const m = (k) => median(rs.map((r) => r[k]));
    return {
      path: name,
      runs: rs.length,
      perf: Math.round(m('perf')),
      a11y: Math.round(m('a11y')),
      bp: Math.round(m('bp')),
      seo: Math.round(m('seo')),
      lcp: Math.round(m('lcp')),
      tbt: Math.round(m('tbt')),
      tbts: rs.map((r) => Math.round(r.tbt)),
      cls: m('cls').toFixed(3),
      mainThread: Math.round(m('mainThread')),
      scriptKb: m('scriptKb').toFixed(1),
    };
  });
}
