import argparse
import base64
import hashlib
import hmac
import json
import os
import ssl

import aiohttp
import yaml
from aiohttp import web


def load(path):
    with open(path) as fh:
        return yaml.safe_load(fh)


def hmac_ok(cfg, item):
    if not cfg["hmac"]["enabled"]:
        return True
    key = bytes.fromhex(os.environ[cfg["hmac"]["key_env"]])
    amount = item["amount"]
    payload = ":".join([
        item["pspReference"], item.get("originalReference", ""), item["merchantAccountCode"],
        item["merchantReference"], str(amount["value"]), amount["currency"],
        item["eventCode"], item["success"],
    ])
    expected = base64.b64encode(hmac.new(key, payload.encode(), hashlib.sha256).digest()).decode()
    return hmac.compare_digest(expected, item["additionalData"].get("hmacSignature", ""))


def make_app(cfg):
    ssl_ctx = ssl.create_default_context(cafile=cfg["tls"]["ca_bundle"])
    if not cfg["tls"]["verify"]:
        ssl_ctx.check_hostname = False
        ssl_ctx.verify_mode = ssl.CERT_NONE

    async def handle(request):
        body = await request.json()
        async with aiohttp.ClientSession() as session:
            for wrapper in body.get("notificationItems", []):
                item = wrapper["NotificationRequestItem"]
                if not hmac_ok(cfg, item):
                    continue
                for c in cfg["consumers"]:
                    if item["eventCode"] in c["events"]:
                        await session.post(c["url"], json=item, ssl=ssl_ctx,
                                           headers={"X-Relay-Event-Id": item["pspReference"] + item["eventCode"]})
        return web.Response(text="[accepted]")

    app = web.Application()
    app.router.add_post(cfg["path"], handle)
    return app


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="config/relay.yaml")
    args = ap.parse_args()
    cfg = load(args.config)
    host, port = cfg["listen"].split(":")
    web.run_app(make_app(cfg), host=host, port=int(port))
