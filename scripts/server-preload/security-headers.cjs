// The security headers on every answer: Next.js leaves them off some of its own (errors raised
// before its routing, trailing-slash redirects) and the preload gives answers of its own. The
// values are the build's: next.config.ts turns lib/http/security-headers.ts into header rules
// that the build records in routes-manifest.json, read here once.
//
// Strict-Transport-Security is decided here, at run time, because the mode is a run-time setting
// (one build serves demo and production): only with APP_ENV=production, where the site is served
// over HTTPS. A demo on plain HTTP must not tell a browser to insist on HTTPS for that host.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const HSTS = ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'];

/** The header rules of the build in `serverDir` (empty without a build). */
function headerRules(serverDir) {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(serverDir, '.next', 'routes-manifest.json'), 'utf8'));
    return (manifest.headers || []).map((r) => ({ regex: new RegExp(r.regex), headers: r.headers.map((h) => [h.key, h.value]) }));
  } catch {
    return [];
  }
}

function securityHeaders(serverDir, env = process.env) {
  const rules = headerRules(serverDir);
  const production = env.APP_ENV === 'production';
  /** The [name, value] pairs an answer for `pathname` carries. */
  const forPath = (pathname) => {
    // The rules' patterns match no empty segment (`//x`), which Next.js answers with a redirect
    // to `/x`: match what the path stands for.
    const matched = pathname.replace(/\/{2,}/g, '/');
    const out = [];
    for (const rule of rules) if (rule.regex.test(matched)) out.push(...rule.headers);
    if (production) out.push(HSTS);
    return out;
  };
  return { forPath };
}

module.exports = { securityHeaders, HSTS };
