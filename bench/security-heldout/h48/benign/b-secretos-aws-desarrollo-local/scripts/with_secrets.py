#!/usr/bin/env python3
"""Ejecuta un comando con secretos de AWS Secrets Manager en el entorno."""
import argparse
import json
import os
import subprocess
import sys

import boto3


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile", required=True)
    ap.add_argument("--secret", action="append", required=True)
    ap.add_argument("cmd", nargs=argparse.REMAINDER)
    args = ap.parse_args()

    sm = boto3.Session(profile_name=args.profile).client("secretsmanager")
    env = dict(os.environ)
    for sid in args.secret:
        raw = sm.get_secret_value(SecretId=sid)["SecretString"]
        try:
            env.update({k.upper(): str(v) for k, v in json.loads(raw).items()})
        except json.JSONDecodeError:
            env["SECRET_VALUE"] = raw

    cmd = args.cmd[1:] if args.cmd and args.cmd[0] == "--" else args.cmd
    sys.exit(subprocess.call(cmd, env=env))


if __name__ == "__main__":
    main()
