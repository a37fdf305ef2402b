"""Shared httpx client built from config/client.toml (+ local overrides)."""
from __future__ import annotations

import os
import tomllib
from functools import lru_cache
from pathlib import Path

import httpx

CONFIG_DIR = Path(os.environ.get("CLIENT_CONFIG_DIR", "config"))


def _load() -> dict:
    merged: dict = {}
    for name in ("client.toml", "client.local.toml"):
        path = CONFIG_DIR / name
        if path.exists():
            with path.open("rb") as fh:
                merged.update(tomllib.load(fh))
    return merged


@lru_cache(maxsize=1)
def get_client() -> httpx.Client:
    cfg = _load()
    headers = {"User-Agent": cfg.get("user_agent", "generated-client")}
    token = os.environ.get("API_TOKEN")
    if token:
        headers["Authorization"] = f"Bearer {token}"
    transport = httpx.HTTPTransport(
        retries=int(cfg.get("retries", 0)),
        verify=bool(cfg.get("verify_tls", True)),
    )
    return httpx.Client(
        base_url=cfg["base_url"],
        timeout=float(cfg.get("timeout_s", 10)),
        headers=headers,
        transport=transport,
    )


def request(method: str, path: str, **kwargs) -> httpx.Response:
    resp = get_client().request(method, path, **kwargs)
    rid = resp.headers.get("x-request-id", "-")
    if resp.is_error:
        raise httpx.HTTPStatusError(
            f"{method} {path} -> {resp.status_code} (request-id {rid})",
            request=resp.request,
            response=resp,
        )
    return resp
