from __future__ import annotations

import logging
import os
import time
from typing import Any, Iterator

from .errors import ApiError
from .transport import build_session, connection_defaults

log = logging.getLogger("apiclient")
if os.environ.get("APICLIENT_DEBUG"):
    logging.basicConfig(level=logging.DEBUG)


class Client:
    def __init__(self, base_url: str, token: str | None = None, **overrides: Any):
        self.base_url = base_url.rstrip("/")
        self._token = token
        self._opts = {**connection_defaults(), **overrides}
        self._session = build_session(self._opts)

    def _auth_headers(self) -> dict:
        return {"Authorization": f"Bearer {self._token}"} if self._token else {}

    def request(self, method: str, path: str, **kw: Any) -> Any:
        url = path if path.startswith("http") else f"{self.base_url}{path}"
        headers = {"Accept": "application/json", **self._auth_headers(), **kw.pop("headers", {})}
        started = time.monotonic()
        resp = self._session.request(method, url, headers=headers, timeout=self._opts["timeout"], **kw)
        log.debug("%s %s -> %s in %.0fms", method, url, resp.status_code, (time.monotonic() - started) * 1000)
        if resp.status_code >= 400:
            raise ApiError.from_response(resp)
        return resp.json() if resp.content else None

    def get(self, path: str, **kw: Any) -> Any:
        return self.request("GET", path, **kw)

    def post(self, path: str, json: Any = None, **kw: Any) -> Any:
        return self.request("POST", path, json=json, **kw)

    def put(self, path: str, json: Any = None, **kw: Any) -> Any:
        return self.request("PUT", path, json=json, **kw)

    def delete(self, path: str, **kw: Any) -> Any:
        return self.request("DELETE", path, **kw)

    def paginate(self, path: str, params: dict | None = None) -> Iterator[dict]:
        params = dict(params or {})
        url: str | None = path
        while url:
            resp = self._session.get(
                url if url.startswith("http") else f"{self.base_url}{url}",
                params=params,
                headers={"Accept": "application/json", **self._auth_headers()},
                timeout=self._opts["timeout"],
            )
            if resp.status_code >= 400:
                raise ApiError.from_response(resp)
            body = resp.json()
            items = body.get("data", body if isinstance(body, list) else [])
            yield from items
            url = resp.links.get("next", {}).get("url")
            cursor = body.get("next_cursor") if isinstance(body, dict) else None
            if not url and cursor:
                url, params = path, {**params, "cursor": cursor}
            elif url:
                params = {}
