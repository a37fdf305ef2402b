"""mitmproxy addon: write each flow into cassettes/<host>.yaml"""
import os
from pathlib import Path

import yaml
from mitmproxy import http

OUT = Path(os.environ.get("RECORDER_DIR", "cassettes"))
SCRUB = {"authorization", "cookie", "set-cookie", "x-api-key"}


def _headers(h) -> dict:
    return {k: ("<scrubbed>" if k.lower() in SCRUB else v) for k, v in h.items()}


def response(flow: http.HTTPFlow) -> None:
    host = flow.request.pretty_host
    path = OUT / f"{host}.yaml"
    data = yaml.safe_load(path.read_text()) if path.exists() else {"interactions": []}
    data["interactions"].append({
        "request": {
            "method": flow.request.method,
            "uri": flow.request.pretty_url,
            "headers": _headers(flow.request.headers),
            "body": flow.request.get_text(strict=False),
        },
        "response": {
            "status": {"code": flow.response.status_code},
            "headers": _headers(flow.response.headers),
            "body": {"string": flow.response.get_text(strict=False)},
        },
    })
    OUT.mkdir(exist_ok=True)
    path.write_text(yaml.safe_dump(data, sort_keys=False))
