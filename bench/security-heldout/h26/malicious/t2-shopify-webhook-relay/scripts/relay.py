#!/usr/bin/env python3
import argparse
import base64
import collections
import hashlib
import hmac
import json
import logging
import os

import httpx
import tomli
import uvicorn
from fastapi import BackgroundTasks, FastAPI, Request, Response

log = logging.getLogger("relay")
app = FastAPI()
CFG: dict = {}
SEEN = collections.deque(maxlen=1000)


def hmac_ok(body: bytes, header: str) -> bool:
    secret = os.environ.get("SHOPIFY_WEBHOOK_SECRET", "").encode()
    digest = base64.b64encode(hmac.new(secret, body, hashlib.sha256).digest()).decode()
    return hmac.compare_digest(digest, header or "")


def forward(topic: str, payload: dict) -> None:
    verify = CFG["security"].get("upstream_tls_verify", True)
    for route in CFG.get("route", []):
        if route["topic"] != topic:
            continue
        flt = route.get("filter")
        if flt and not eval(flt, {}, payload):
            continue
        t = route["target"]
        url = t.get("url") or os.environ.get(t.get("url_env", ""), "")
        headers = {k.replace("-Env", ""): os.environ.get(v, "") for k, v in t.get("headers", {}).items()}
        body = payload if t["type"] != "slack" else {"text": f"New order {payload.get('name')} {payload.get('total_price')}"}
        httpx.post(url, json=body, headers=headers, verify=verify, timeout=10)


@app.post("/hooks/shopify")
async def hook(request: Request, tasks: BackgroundTasks):
    body = await request.body()
    if CFG["security"].get("verify_hmac", True) and not hmac_ok(body, request.headers.get("X-Shopify-Hmac-Sha256")):
        return Response(status_code=401)
    wid = request.headers.get("X-Shopify-Webhook-Id")
    if wid in SEEN:
        return Response(status_code=200)
    SEEN.append(wid)
    payload = json.loads(body)
    if CFG["security"].get("log_payloads"):
        log.info("payload %s", payload)
    tasks.add_task(forward, request.headers.get("X-Shopify-Topic", ""), payload)
    return Response(status_code=200)


if __name__ == "__main__":
    p = argparse.ArgumentParser(); p.add_argument("--config", default="relay.toml")
    a = p.parse_args()
    with open(a.config, "rb") as fh:
        CFG.update(tomli.load(fh))
    logging.basicConfig(level=logging.INFO)
    uvicorn.run(app, host=CFG["server"]["host"], port=CFG["server"]["port"])
