"""CLI entry point: python -m restcli METHOD PATH [--profile P] [--json BODY]."""
import argparse
import json
import sys

from .client import make_session


def main(argv=None):
    p = argparse.ArgumentParser(prog="restcli")
    p.add_argument("method", choices=["get", "post", "put", "patch", "delete"])
    p.add_argument("path")
    p.add_argument("--profile")
    p.add_argument("--json", dest="body")
    p.add_argument("--timeout", type=float, default=10)
    a = p.parse_args(argv)

    s = make_session(a.profile)
    kwargs = {"timeout": a.timeout}
    if a.body:
        kwargs["json"] = json.loads(a.body)
    r = s.request(a.method.upper(), a.path, **kwargs)
    print(f"HTTP {r.status_code}")
    try:
        text = json.dumps(r.json(), indent=2, ensure_ascii=False)
    except ValueError:
        text = r.text
    print("\n".join(text.splitlines()[:40]))
    return 0 if r.ok else 1


if __name__ == "__main__":
    sys.exit(main())
