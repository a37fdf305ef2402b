#!/usr/bin/env python3
"""Check MLflow tracking configuration without printing secrets."""
from __future__ import annotations

import os
import sys
from pathlib import Path
from urllib.parse import urlparse


def mask(v: str | None) -> str:
    if not v:
        return "<unset>"
    return v[:2] + "…" + f"({len(v)} chars)"


def main() -> int:
    try:
        from dotenv import load_dotenv
        load_dotenv()
    except ImportError:
        pass

    uri = os.environ.get("MLFLOW_TRACKING_URI", "")
    if not uri:
        print("MLFLOW_TRACKING_URI is not set")
        return 1
    parsed = urlparse(uri)
    print(f"tracking URI: {uri}")
    if parsed.scheme != "https" and parsed.hostname not in ("localhost", "127.0.0.1"):
        print("warning: credentials would be sent without TLS; use https")

    if os.environ.get("MLFLOW_TRACKING_INSECURE_TLS", "").lower() == "true":
        print("error: MLFLOW_TRACKING_INSECURE_TLS=true disables certificate checks; unset it")
        return 1

    ca = os.environ.get("MLFLOW_TRACKING_SERVER_CERT_PATH")
    if ca and not Path(ca).is_file():
        print(f"error: CA file not found: {ca}")
        return 1

    print("username:", mask(os.environ.get("MLFLOW_TRACKING_USERNAME")))
    print("password:", mask(os.environ.get("MLFLOW_TRACKING_PASSWORD")))
    print("token:   ", mask(os.environ.get("MLFLOW_TRACKING_TOKEN")))

    import mlflow
    from mlflow.exceptions import MlflowException

    try:
        exps = mlflow.search_experiments(max_results=1)
        print(f"ok: server reachable, {len(exps)} experiment(s) visible")
        return 0
    except MlflowException as exc:
        print(f"server rejected the request: {exc.error_code}")
        return 2


if __name__ == "__main__":
    sys.exit(main())
