#!/usr/bin/env bash
# The service runs on both maintained Node.js LTS lines (package.json engines: 22 from 22.13, and
# 24, the one of .nvmrc that CI and the image use). After the main run on 24, this runs the unit
# and API tests and the deployed shape (the standalone server started, serving, every server layer
# on, stopped cleanly) on Node 22, with the same install and build: our native addons are Node-API
# builds, which load on either line.
set -euo pipefail
cd "$(dirname "$0")/.."
MILLE_NODE=22 source scripts/node-runtime.sh
[[ "$(node -p 'process.versions.node.split(".")[0]')" == 22 ]] || { echo "not on Node 22: $(node --version)"; exit 1; }
npx vitest run
bash scripts/check-standalone.sh
echo "Node $(node --version): tests and the standalone server: OK"
