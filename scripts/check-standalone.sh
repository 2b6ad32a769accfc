#!/usr/bin/env bash
# Proves the deployment shape without Docker: copies the standalone output as the Dockerfile does,
# then starts server.js as an unprivileged user on a fresh data folder and checks it serves.
set -euo pipefail
cd "$(dirname "$0")/.."
[[ -f .next/standalone/server.js && -f .next/standalone/server-preload.cjs ]] || npm run build

app=$(mktemp -d /tmp/mille-standalone.XXXXXX)
chmod 755 "$app"
cp -r .next/standalone/. "$app/"
cp -r .next/static "$app/.next/static"
cp -r public "$app/public"
mkdir -p "$app/data"

user=nobody
if [[ $(id -u) -ne 0 ]]; then user=$(id -un); fi
chown -R "$user" "$app/data" 2>/dev/null || true

# The project's Node (scripts/node-runtime.sh may have put it under root's home, and su resets
# PATH): a copy the unprivileged user can run, as the image has its own.
runtime=$(mktemp -d /tmp/mille-node.XXXXXX)
chmod 755 "$runtime"
install -m 755 "$(command -v node)" "$runtime/node"

port=3999
# The memory settings the image sets as ENV (server/runtime-settings.json).
settings=$(node -e 'import("./scripts/server-env.mjs").then((m) => console.log(Object.entries(m.serverRuntimeEnv({})).map(([k, v]) => `${k}="${v}"`).join(" ")))')
cmd="cd '$app' && PORT=$port HOSTNAME=127.0.0.1 DATA_DIR='$app/data' $settings exec '$runtime/node' -r ./server-preload.cjs server.js"
if [[ $(id -u) -eq 0 ]]; then
  su -s /bin/sh "$user" -c "$cmd" > "$app/server.log" 2>&1 &
else
  sh -c "$cmd" > "$app/server.log" 2>&1 &
fi
pid=$!
trap 'kill $pid 2>/dev/null || true; fuser -k $port/tcp > /dev/null 2>&1 || true; rm -rf "$app" "$runtime"' EXIT

for _ in $(seq 1 60); do
  if curl -fs "http://127.0.0.1:$port/api/health" > /dev/null; then break; fi
  sleep 1
done
curl -fs "http://127.0.0.1:$port/api/health" | grep -q '"ok"' || { cat "$app/server.log"; echo "health check failed"; exit 1; }
curl -fs "http://127.0.0.1:$port/index" | grep -q '<h1' || { echo "/index did not render"; exit 1; }
[[ -f "$app/data/app.db" ]] || { echo "database not created in the data folder"; exit 1; }
# The files the server created belong to the user it runs as (process lists of other users are hidden here).
owner=$(stat -c %U "$app/data/app.db")
if [[ $(id -u) -eq 0 && "$owner" == "root" ]]; then echo "server.js runs as root"; exit 1; fi
echo "standalone server.js serves as '$owner' on a fresh data folder: OK"

# Every layer of the server understood this build and this Next.js: none turned itself off.
if grep -q '"server.layer-off"' "$app/server.log" || curl -fs "http://127.0.0.1:$port/api/health" | grep -q '":false'; then
  grep '"server.layer' "$app/server.log"; echo "a server layer is off"; exit 1
fi
echo "every server layer on: OK"

# The staff tool as the image runs it, as the service's user: an online backup of the serving
# database, and a restore refused while the server has it open (docs/OPERATIONS.md "Backup and restore").
as_user() { if [[ $(id -u) -eq 0 ]]; then su -s /bin/sh "$user" -c "cd '$app' && DATA_DIR='$app/data' $1"; else sh -c "cd '$app' && DATA_DIR='$app/data' $1"; fi; }
as_user "exec '$runtime/node' staff.mjs backup '$app/data/copia.db'" | grep -q 'SHA-256: [0-9a-f]\{64\}' || { echo "staff backup failed"; exit 1; }
if as_user "exec '$runtime/node' staff.mjs restore '$app/data/copia.db'" > /dev/null 2>&1; then echo "restore over a running server was not refused"; exit 1; fi
echo "staff backup of the serving database, restore refused while it serves: OK"

# Graceful shutdown of the real server: SIGTERM, then a clean stop (server/shutdown.ts).
fuser -k -TERM $port/tcp > /dev/null 2>&1
for _ in $(seq 1 20); do grep -q '"server.stopped"' "$app/server.log" && break; sleep 0.5; done
grep -q '"server.stopped"' "$app/server.log" || { cat "$app/server.log"; echo "server.js did not stop cleanly on SIGTERM"; exit 1; }
echo "standalone server.js stops cleanly on SIGTERM: OK"
