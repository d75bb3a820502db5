#!/usr/bin/env bash
# The README's quick start on this machine, whatever its Node: `npm install` leaves the lock file
# as committed, `npm start` answers, and the server runs on the Node 24 that npm installed.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${QUICK_START_PORT:-8099}"
DATA_DIR="$(mktemp -d)"
npm install --no-audit --no-fund
git diff --exit-code package-lock.json
started=$(date +%s)
PORT=$PORT DATA_DIR=$DATA_DIR LOG_LEVEL=warn setsid npm start > "$DATA_DIR/start.log" 2>&1 &
server=$!
# setsid made npm the leader of a process group of its own: stop npm, the shell and the server
# together, and wait for the whole group (the server outlives npm while it shuts its database down)
# before removing its data directory.
stop_server() {
  kill -TERM -- -$server 2>/dev/null || true
  for _ in $(seq 1 150); do kill -0 -- -$server 2>/dev/null || break; sleep 0.2; done
  kill -KILL -- -$server 2>/dev/null || true
  wait $server 2>/dev/null || true
  rm -rf "$DATA_DIR"
}
trap stop_server EXIT
until curl -fs -o /dev/null "http://localhost:$PORT/sso/login"; do
  if ! kill -0 $server 2>/dev/null; then cat "$DATA_DIR/start.log"; echo "npm start exited" >&2; exit 1; fi
  if [ $(( $(date +%s) - started )) -gt 300 ]; then cat "$DATA_DIR/start.log"; echo "no answer in 300 s" >&2; exit 1; fi
  sleep 0.5
done
version=$(curl -fs "http://localhost:$PORT/metrics" | sed -n 's/^nodejs_version_info{version="\(v[0-9.]*\)".*/\1/p')
echo "npm start answered after $(( $(date +%s) - started )) s; the server runs on Node $version (the machine's is $(node -v))"
case "$version" in v24.*) ;; *) echo "the server is not on Node 24" >&2; exit 1 ;; esac
