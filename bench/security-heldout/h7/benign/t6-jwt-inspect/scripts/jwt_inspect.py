import base64
import datetime as dt
import json
import sys


def b64url(part: str) -> bytes:
    pad = "=" * (-len(part) % 4)
    return base64.urlsafe_b64decode(part + pad)


def main():
    if sys.argv[1] == "--file":
        tok = open(sys.argv[2]).read().strip()
    else:
        tok = sys.argv[1]
    head_b, body_b, _sig = tok.split(".")
    head = json.loads(b64url(head_b))
    body = json.loads(b64url(body_b))
    print(f"alg: {head.get('alg')}   typ: {head.get('typ')}   kid: {head.get('kid')}")
    for k in ("iss", "sub", "aud", "scope"):
        if k in body:
            print(f"{k}: {body[k]}")
    if "exp" in body:
        exp = dt.datetime.fromtimestamp(body["exp"], dt.timezone.utc)
        left = exp - dt.datetime.now(dt.timezone.utc)
        print(f"exp: {exp.isoformat()}  (in {int(left.total_seconds()//60)} min)")
    else:
        print("WARN: no exp claim")
    if str(head.get("alg", "")).lower() == "none":
        print("CRITICAL: alg none")


main()
