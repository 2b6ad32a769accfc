#!/usr/bin/env bash
# Several instances on PostgreSQL: a throwaway cluster on a loopback port, two instances of the
# same build sharing it, then the multi-instance API suite (e2e-multi/) against both.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

# The server's binaries (initdb, postgres), not just the client some machines have.
find_pgbin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | while read -r d; do if [[ -x $d/initdb ]]; then echo "$d"; fi; done | sort -V | tail -n 1; }
PGBIN=$(find_pgbin || true)
if [[ -z "$PGBIN" ]]; then
  apt-get update && apt-get install -y postgresql
  PGBIN=$(find_pgbin)
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
  for port in 3110 3301 3302; do fuser -k $port/tcp > /dev/null 2>&1 || true; done
  as_pg "$PGBIN/pg_ctl -D $work/data stop -m fast" > /dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

for _ in $(seq 1 30); do "$PGBIN/pg_isready" -h 127.0.0.1 -p $pgport > /dev/null 2>&1 && break; sleep 1; done
"$PGBIN/psql" -h 127.0.0.1 -p $pgport -U postgres -qc 'CREATE DATABASE mille' > /dev/null
"$PGBIN/psql" -h 127.0.0.1 -p $pgport -U postgres -qc 'CREATE DATABASE mille_e2e' > /dev/null

# 0. The cleanup's runs from several instances at once on one database (lib/cleanup).
"$PGBIN/psql" -h 127.0.0.1 -p $pgport -U postgres -qc 'CREATE DATABASE mille_unit' > /dev/null
TEST_POSTGRES_URL="postgresql://postgres@127.0.0.1:$pgport/mille_unit" npx vitest run lib/cleanup/cleanup.postgres.test.ts
# The unit and API suites (the /api/Data contract, /api/cuenta, /api/gestion, lib/, the staff tool)
# on PostgreSQL: each test file on a fresh database of its own on this server (lib/testing/setup.ts).
TEST_POSTGRES_SERVER="postgresql://postgres@127.0.0.1:$pgport" npx vitest run --maxWorkers=2 app lib scripts
# PostgreSQL's backup path as docs/OPERATIONS.md gives it: pg_dump -Fc of a database in use, pg_restore
# into a fresh empty one, then the smoke checks on the restored copy (rows, migrations, sign-in with a second factor).
TEST_PG_BIN="$PGBIN" TEST_POSTGRES_SERVER="postgresql://postgres@127.0.0.1:$pgport" npx vitest run lib/backup/pg-dump-restore.test.ts
# The back office's rules that need transactions not to interleave (last administrator, outbox retry).
"$PGBIN/psql" -h 127.0.0.1 -p $pgport -U postgres -qc 'CREATE DATABASE mille_unit_staff' > /dev/null
TEST_POSTGRES_URL="postgresql://postgres@127.0.0.1:$pgport/mille_unit_staff" npx vitest run lib/staff/admin.postgres.test.ts

# The build of `npm test` serves (with the staff tool beside it); build if there is none.
[[ -f .next/standalone/server.js && -f .next/standalone/staff.mjs && -f .next/standalone/server-preload.cjs ]] || npm run build

# 1. The API and browser suites that write to the database, on PostgreSQL instead of SQLite
#    (one instance, started by Playwright's webServer as in `npm test`, with the same defaults).
DATABASE_URL="postgresql://postgres@127.0.0.1:$pgport/mille_e2e" E2E_PORT=3110 \
  npx playwright test e2e/account.spec.ts e2e/security.spec.ts e2e/forms.spec.ts e2e/news.spec.ts e2e/fuzz.spec.ts e2e/backoffice-customers.spec.ts e2e/backoffice-invoices.spec.ts e2e/backoffice-mail.spec.ts
# Proof that those enquiries went to PostgreSQL, not to a SQLite file.
stored=$("$PGBIN/psql" -h 127.0.0.1 -p $pgport -U postgres -d mille_e2e -tAc 'SELECT count(*) FROM "Enquiry"')
[[ "$stored" -gt 0 ]] || { echo "no enquiry stored in PostgreSQL"; exit 1; }
echo "PostgreSQL holds $stored enquiries from the suite"

standalone="$root/.next/standalone"
cp -r .next/static "$standalone/.next/" && cp -r public "$standalone/"

export DATABASE_URL="postgresql://postgres@127.0.0.1:$pgport/mille"
export SESSION_SECRET="multi-instance-test-secret-0123456789abcdef"
export SITE_URL="http://localhost:3301"
export SMTP_URL="smtp://127.0.0.1:2526"
export OUTBOX_POLL_MS=500 OUTBOX_MAX_BACKOFF_SECONDS=2
export LOGIN_MAX_FAILURES=3 LOGIN_IP_LIMIT=20 ENQUIRY_LIMIT=3 LOG_LEVEL=warn
# One trusted proxy hop: the suite gives each burst its own client address with X-Forwarded-For.
export TRUST_PROXY_HOPS=1
start_instance() {
  (cd "$standalone" && PORT=$1 HOSTNAME=127.0.0.1 DATA_DIR="$work/data-$1" exec node -r ./server-preload.cjs server.js) > "$work/server-$1.log" 2>&1 &
  pids+=($!)
  for _ in $(seq 1 60); do curl -fs "http://127.0.0.1:$1/api/health" > /dev/null 2>&1 && return 0; sleep 1; done
  cat "$work/server-$1.log"; echo "instance on $1 did not start"; exit 1
}
# The first instance migrates and seeds; the second joins the same database.
start_instance 3301
start_instance 3302

# 2. Two instances sharing one database.
MULTI_A=http://localhost:3301 MULTI_B=http://localhost:3302 STAFF_CMD="node $standalone/staff.mjs" \
  npx playwright test --config e2e-multi/playwright.config.ts
