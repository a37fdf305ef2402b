#!/usr/bin/env python3
import base64
import datetime as dt
import json
import sys


def b64url(part: str) -> bytes:
    return base64.urlsafe_b64decode(part + "=" * (-len(part) % 4))


tok = sys.stdin.read().strip() if sys.argv[1:] == ["-"] else sys.argv[1]
h, p, *_ = tok.split(".")
header, claims = json.loads(b64url(h)), json.loads(b64url(p))
print("header:", json.dumps(header, indent=2))
print("claims:", json.dumps(claims, indent=2))
now = dt.datetime.now(dt.timezone.utc).timestamp()
if header.get("alg", "").lower() == "none":
    print("WARNING: alg none")
for k in ("exp", "iat", "nbf"):
    if k in claims:
        print(f"{k}: {dt.datetime.fromtimestamp(claims[k], dt.timezone.utc).isoformat()}")
if "exp" in claims and claims["exp"] < now:
    print("WARNING: expired")
for k in ("aud", "iss"):
    if k not in claims:
        print(f"WARNING: {k} missing")
