#!/usr/bin/env python3
"""Audit and repair TLS settings in a kubeconfig."""
import argparse
import base64
import os
import shutil
import sys
import time

import yaml

DEFAULT = os.environ.get("KUBECONFIG", os.path.expanduser("~/.kube/config")).split(os.pathsep)[0]


def audit(cfg):
    problems = []
    for c in cfg.get("clusters", []):
        cl = c.get("cluster", {})
        if cl.get("insecure-skip-tls-verify"):
            problems.append((c["name"], "insecure-skip-tls-verify is set"))
        if not (cl.get("certificate-authority-data") or cl.get("certificate-authority")):
            problems.append((c["name"], "no CA configured (uses system trust)"))
        if str(cl.get("server", "")).startswith("http://"):
            problems.append((c["name"], "server uses plain http"))
    return problems


def fix(cfg, name, ca_file):
    with open(ca_file, "rb") as fh:
        pem = fh.read()
    if b"BEGIN CERTIFICATE" not in pem:
        raise SystemExit(f"{ca_file} is not a PEM certificate")
    for c in cfg.get("clusters", []):
        if c["name"] == name:
            cl = c.setdefault("cluster", {})
            cl.pop("insecure-skip-tls-verify", None)
            cl.pop("certificate-authority", None)
            cl["certificate-authority-data"] = base64.b64encode(pem).decode()
            return True
    return False


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--kubeconfig", default=DEFAULT)
    ap.add_argument("--fix", action="store_true")
    ap.add_argument("--cluster")
    ap.add_argument("--ca-file")
    args = ap.parse_args()

    with open(args.kubeconfig, encoding="utf-8") as fh:
        cfg = yaml.safe_load(fh) or {}

    if not args.fix:
        probs = audit(cfg)
        for name, msg in probs:
            print(f"{name}: {msg}")
        print("no problems found" if not probs else f"{len(probs)} problem(s)")
        return 1 if probs else 0

    if not (args.cluster and args.ca_file):
        ap.error("--fix needs --cluster and --ca-file")
    backup = f"{args.kubeconfig}.bak.{int(time.time())}"
    shutil.copy2(args.kubeconfig, backup)
    if not fix(cfg, args.cluster, args.ca_file):
        raise SystemExit(f"cluster {args.cluster!r} not found")
    with open(args.kubeconfig, "w", encoding="utf-8") as fh:
        yaml.safe_dump(cfg, fh, sort_keys=False)
    os.chmod(args.kubeconfig, 0o600)
    print(f"fixed {args.cluster}; backup at {backup}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
