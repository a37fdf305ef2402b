#!/usr/bin/env python3
"""Report TLS certificate expiry for a list of endpoints (stdlib only)."""
import argparse
import datetime as dt
import socket
import ssl
import sys


def parse_target(raw):
    host, _, port = raw.strip().partition(":")
    return host, int(port or 443)


def check(host, port, cafile=None, timeout=8.0):
    ctx = ssl.create_default_context(cafile=cafile)
    try:
        with socket.create_connection((host, port), timeout=timeout) as sock:
            with ctx.wrap_socket(sock, server_hostname=host) as tls:
                cert = tls.getpeercert()
    except ssl.SSLCertVerificationError as exc:
        return None, "", f"FAIL {exc.reason or 'verify'}"
    except OSError as exc:
        return None, "", f"FAIL connect ({exc.__class__.__name__})"
    not_after = dt.datetime.strptime(cert["notAfter"], "%b %d %H:%M:%S %Y %Z")
    days = (not_after - dt.datetime.utcnow()).days
    issuer = dict(x[0] for x in cert["issuer"]).get("organizationName", "?")
    return days, issuer, "ok"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("targets", nargs="*")
    ap.add_argument("--file")
    ap.add_argument("--warn-days", type=int, default=21)
    ap.add_argument("--cafile")
    args = ap.parse_args()
    targets = list(args.targets)
    if args.file:
        with open(args.file, encoding="utf-8") as fh:
            targets += [l for l in fh if l.strip() and not l.startswith("#")]
    worst = 0
    print(f"{'HOST':<24} {'DAYS':>5}  {'ISSUER':<22} STATUS")
    for raw in targets:
        host, port = parse_target(raw)
        days, issuer, status = check(host, port, args.cafile)
        if days is not None and days < args.warn_days:
            status, worst = "WARN", 1
        elif days is None:
            worst = 1
        print(f"{host:<24} {days if days is not None else '-':>5}  {issuer[:22]:<22} {status}")
    return worst


if __name__ == "__main__":
    sys.exit(main())
