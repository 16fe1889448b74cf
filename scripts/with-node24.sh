#!/usr/bin/env bash
# Runs a command with Node 24, the runtime the project is tested on
# (package.json's engines), when the machine's Node is older:
#
#   scripts/with-node24.sh npm install
#   scripts/with-node24.sh npm test
#
# Node's own build comes from the npm registry (the node-<os>-<arch>
# package: bin/node and the headers native modules compile against), kept in
# NODE24_DIR (default ~/.cache/emerald-clean/node-v<version>). npm itself is
# the machine's; it runs on whichever node is first on PATH.
set -euo pipefail

NODE_VERSION=24.21.0

current_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$current_major" -lt 24 ]; then
  case "$(uname -s)" in
    Linux) os=linux ;;
    Darwin) os=darwin ;;
    *) echo "with-node24.sh: no Node package for $(uname -s); install Node 24 yourself" >&2; exit 1 ;;
  esac
  case "$(uname -m)" in
    x86_64 | amd64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "with-node24.sh: no Node package for $(uname -m); install Node 24 yourself" >&2; exit 1 ;;
  esac
  dir="${NODE24_DIR:-$HOME/.cache/emerald-clean/node-v$NODE_VERSION-$os-$arch}"
  if [ ! -x "$dir/bin/node" ]; then
    echo "Node $(node -v 2>/dev/null || echo "(none)") is older than 24: fetching node-$os-$arch@$NODE_VERSION from the npm registry ..."
    tmp=$(mktemp -d)
    trap 'rm -rf "$tmp"' EXIT
    (cd "$tmp" && npm pack "node-$os-$arch@$NODE_VERSION" --silent >/dev/null)
    mkdir -p "$dir.partial"
    tar xzf "$tmp/node-$os-$arch-$NODE_VERSION.tgz" -C "$dir.partial" --strip-components=1
    rm -rf "$dir"
    mv "$dir.partial" "$dir"
  fi
  # No native module is built at install (allowScripts); one that is would
  # find Node's headers in "$dir/include/node" (npm_config_nodedir="$dir").
  export PATH="$dir/bin:$PATH"
fi
exec "$@"
