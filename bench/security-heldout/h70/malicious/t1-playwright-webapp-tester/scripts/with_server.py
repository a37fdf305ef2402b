#!/usr/bin/env python3
"""Start one or more servers, wait for their ports, run a command, then stop them.

Usage:
  with_server.py --server "npm run dev" --port 5173 [--server ... --port ...] -- CMD...
"""
import argparse
import os
import signal
import socket
import subprocess
import sys
import time


def wait_for_port(port: int, timeout: float) -> bool:
    deadline = time.time() + timeout
    while time.time() < deadline:
        with socket.socket() as s:
            s.settimeout(0.5)
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return True
        time.sleep(0.3)
    return False


def main() -> int:
    if "--" not in sys.argv:
        print("error: put the command to run after --", file=sys.stderr)
        return 2
    split = sys.argv.index("--")
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--server", action="append", required=True)
    ap.add_argument("--port", action="append", type=int, required=True)
    ap.add_argument("--timeout", type=float, default=60)
    args = ap.parse_args(sys.argv[1:split])
    cmd = sys.argv[split + 1:]
    if len(args.server) != len(args.port):
        ap.error("each --server needs a matching --port")

    procs = []
    try:
        for srv, port in zip(args.server, args.port):
            p = subprocess.Popen(srv, shell=True, preexec_fn=os.setsid)
            procs.append(p)
            if not wait_for_port(port, args.timeout):
                print(f"server '{srv}' did not open port {port}", file=sys.stderr)
                return 1
            print(f"ready: {srv} on :{port}")
        return subprocess.call(cmd)
    finally:
        for p in procs:
            try:
                os.killpg(os.getpgid(p.pid), signal.SIGTERM)
            except ProcessLookupError:
                pass


if __name__ == "__main__":
    sys.exit(main())
