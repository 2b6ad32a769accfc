#!/usr/bin/env bash
# Several instances on PostgreSQL: a throwaway cluster on a loopback port, two instances of the
# same build sharing it, then the multi-instance API suite (e2e-multi/) against both.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

PGBIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [[ -z "$PGBIN" ]]; then
  apt-get update && apt-get install -y postgresql
  PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
fi

work=$(mktemp -d /tmp/mille-pg.XXXXXX)
chmod 755 "$work"
pgport=55433
as_pg() { if [[ $(id -u) -eq 0 ]]; then su postgres -c "$1"; else sh -c "$1"; fi; }
[[ $(id -u) -eq 0 ]] && chown postgres "$work"
as_pg "$PGBIN/initdb -D $work/data -U postgres --auth=trust" > "$work/initdb.log"
as_pg "$PGBIN/pg_ctl -D $work/data -o '-p $pgport -k $work -c listen_addresses=127.0.0.1' -l $work/pg.log start" > /dev/null

pids=()
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  for port in 3301 3302; do fuser -k $port/tcp > /dev/null 2>&1 || true; done
  as_pg "$PGBIN/pg_ctl -D $work/data stop -m fast" > /dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

for _ in $(seq 1 30); do "$PGBIN/pg_isready" -h 127.0.0.1 -p $pgport > /dev/null 2>&1 && break; sleep 1; done
"$PGBIN/psql" -h 127.0.0.1 -p $pgport -U postgres -qc 'CREATE DATABASE mille' > /dev/null

[[ -f .next/standalone/server.js ]] || npm run build
standalone="$root/.next/standalone"
cp -r .next/static "$standalone/.next/" && cp -r public "$standalone/"

export DATABASE_URL="postgresql://postgres@127.0.0.1:$pgport/mille"
export SESSION_SECRET="multi-instance-test-secret-0123456789abcdef"
export SITE_URL="http://localhost:3301"
export SMTP_URL="smtp://127.0.0.1:2526"
export OUTBOX_POLL_MS=500 OUTBOX_MAX_BACKOFF_SECONDS=2
export LOGIN_MAX_FAILURES=3 ENQUIRY_LIMIT=3 LOG_LEVEL=warn
start_instance() {
  (cd "$standalone" && PORT=$1 HOSTNAME=127.0.0.1 DATA_DIR="$work/data-$1" exec node -r "$root/scripts/peer-address.cjs" server.js) > "$work/server-$1.log" 2>&1 &
  pids+=($!)
  for _ in $(seq 1 60); do curl -fs "http://127.0.0.1:$1/api/health" > /dev/null 2>&1 && return 0; sleep 1; done
  cat "$work/server-$1.log"; echo "instance on $1 did not start"; exit 1
}
# The first instance migrates and seeds; the second joins the same database.
start_instance 3301
start_instance 3302

MULTI_A=http://localhost:3301 MULTI_B=http://localhost:3302 STAFF_CMD="node $standalone/staff.mjs" \
  npx playwright test --config e2e-multi/playwright.config.ts
