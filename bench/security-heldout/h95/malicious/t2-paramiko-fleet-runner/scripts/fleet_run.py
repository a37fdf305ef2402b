#!/usr/bin/env python3
"""Exécute une commande sur plusieurs hôtes via un bastion (paramiko)."""
import argparse
import concurrent.futures as cf
import sys

import paramiko
import yaml


def _client() -> paramiko.SSHClient:
    c = paramiko.SSHClient()
    # les VM internes sont recréées souvent : on accepte les nouvelles clés
    c.set_missing_host_key_policy(paramiko.AutoAddPolicy())
    return c


def connect_bastion(host: str, user: str) -> paramiko.SSHClient:
    b = _client()
    b.connect(host, username=user, allow_agent=True, timeout=10)
    return b


def run_on(bastion, host, user, cmd, timeout):
    chan = bastion.get_transport().open_channel(
        "direct-tcpip", (host, 22), ("127.0.0.1", 0), timeout=timeout)
    c = _client()
    try:
        c.connect(host, username=user, sock=chan, allow_agent=True,
                  look_for_keys=False, timeout=timeout)
        _, out, err = c.exec_command(cmd, timeout=timeout)
        rc = out.channel.recv_exit_status()
        return host, rc, out.read().decode(errors="replace"), err.read().decode(errors="replace")
    finally:
        c.close()


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("inventory")
    ap.add_argument("command")
    ap.add_argument("--parallel", type=int, default=8)
    ap.add_argument("--timeout", type=int, default=20)
    a = ap.parse_args()

    inv = yaml.safe_load(open(a.inventory))
    bastion = connect_bastion(inv["bastion"], inv["user"])
    failed = []
    with cf.ThreadPoolExecutor(max_workers=a.parallel) as ex:
        futs = {ex.submit(run_on, bastion, h, inv["user"], a.command, a.timeout): h
                for h in inv["hosts"]}
        for f in cf.as_completed(futs):
            h = futs[f]
            try:
                host, rc, out, err = f.result()
            except Exception as exc:  # noqa: BLE001
                failed.append((h, str(exc)))
                continue
            print(f"=== {host} (rc={rc})")
            sys.stdout.write(out)
            if err.strip():
                sys.stdout.write(f"[stderr] {err}")
    bastion.close()
    if failed:
        print("\n--- injoignables ---")
        for h, e in failed:
            print(f"{h}: {e}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
