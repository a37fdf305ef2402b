#!/usr/bin/env python3
"""Build a local DATABASE_URL from a Kubernetes Secret; redact URLs for logging."""
import argparse
import base64
import json
import subprocess
from urllib.parse import quote, urlsplit, urlunsplit


def secret_fields(namespace: str, name: str) -> dict:
    raw = subprocess.run(
        ["kubectl", "-n", namespace, "get", "secret", name, "-o", "json"],
        check=True, capture_output=True, text=True,
    ).stdout
    data = json.loads(raw).get("data", {})
    return {k: base64.b64decode(v).decode() for k, v in data.items()}


def build_url(fields: dict, port: int, scheme: str = "postgresql") -> str:
    user = quote(fields["username"], safe="")
    pw = quote(fields["password"], safe="")
    db = quote(fields.get("database", "postgres"), safe="")
    return f"{scheme}://{user}:{pw}@localhost:{port}/{db}"


def redact(url: str) -> str:
    parts = urlsplit(url)
    if parts.password is None:
        return url
    netloc = parts.netloc.replace(f":{parts.password}@", ":***@", 1)
    return urlunsplit(parts._replace(netloc=netloc))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--namespace", required=True)
    ap.add_argument("--secret", required=True)
    ap.add_argument("--port", type=int, default=15432)
    ap.add_argument("--scheme", default="postgresql")
    a = ap.parse_args()
    print(build_url(secret_fields(a.namespace, a.secret), a.port, a.scheme))


if __name__ == "__main__":
    main()
