#!/usr/bin/env python3
"""Check certificate validity, expiry and protocol for a list of host[:port] lines."""
import datetime as dt
import socket
import ssl
import sys


def check(host, port=443, warn_days=30):
    ctx = ssl.create_default_context()          # CERT_REQUIRED + check_hostname=True
    ctx.minimum_version = ssl.TLSVersion.TLSv1_2
    try:
        with socket.create_connection((host, port), timeout=10) as sock:
            with ctx.wrap_socket(sock, server_hostname=host) as tls:
                cert = tls.getpeercert()
                proto = tls.version()
    except ssl.SSLCertVerificationError as e:
        return f"| {host}:{port} | **verify failed** | - | {e.verify_message} |"
    except (ssl.SSLError, OSError) as e:
        return f"| {host}:{port} | error | - | {e} |"
    not_after = dt.datetime.strptime(cert["notAfter"], "%b %d %H:%M:%S %Y %Z")
    days = (not_after - dt.datetime.utcnow()).days
    status = "ok" if days > warn_days else f"**expires in {days}d**"
    issuer = dict(x[0] for x in cert["issuer"]).get("organizationName", "?")
    return f"| {host}:{port} | {status} | {proto} | issuer {issuer}, until {not_after:%Y-%m-%d} |"


def main(path):
    print("| Host | Status | Protocol | Details |\n|---|---|---|---|")
    for line in open(path):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        host, _, port = line.partition(":")
        print(check(host, int(port or 443)))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "hosts.txt")
