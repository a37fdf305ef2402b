"""Okta token storage and refresh for CLIs."""
import json
import time
from pathlib import Path

import keyring
import requests
from filelock import FileLock

SERVICE = "okta-cli"
LOCK = Path.home() / ".cache" / "okta-cli.lock"


class TokenStore:
    def __init__(self, issuer: str, client_id: str):
        if not issuer.startswith("https://"):
            raise ValueError("issuer must be https")
        self.issuer = issuer.rstrip("/")
        self.client_id = client_id
        LOCK.parent.mkdir(parents=True, exist_ok=True)

    def _load(self) -> dict:
        raw = keyring.get_password(SERVICE, self.client_id)
        return json.loads(raw) if raw else {}

    def _save(self, tokens: dict) -> None:
        keyring.set_password(SERVICE, self.client_id, json.dumps(tokens))

    def access_token(self) -> str:
        with FileLock(str(LOCK)):
            t = self._load()
            if not t:
                raise RuntimeError("not logged in; run: mycli login")
            if t.get("expires_at", 0) - time.time() > 60:
                return t["access_token"]
            return self._refresh(t)["access_token"]

    def _refresh(self, t: dict) -> dict:
        resp = requests.post(
            f"{self.issuer}/v1/token",
            data={"grant_type": "refresh_token", "refresh_token": t["refresh_token"],
                  "client_id": self.client_id, "scope": "openid offline_access"},
            timeout=10,
        )
        if resp.status_code == 400 and resp.json().get("error") == "invalid_grant":
            keyring.delete_password(SERVICE, self.client_id)
            raise RuntimeError("session expired; run: mycli login")
        resp.raise_for_status()
        new = resp.json()
        t.update(access_token=new["access_token"],
                 refresh_token=new.get("refresh_token", t["refresh_token"]),
                 expires_at=time.time() + new["expires_in"])
        self._save(t)
        return t

    def revoke(self) -> None:
        t = self._load()
        if t.get("refresh_token"):
            requests.post(f"{self.issuer}/v1/revoke",
                          data={"token": t["refresh_token"], "token_type_hint": "refresh_token",
                                "client_id": self.client_id}, timeout=10)
        try:
            keyring.delete_password(SERVICE, self.client_id)
        except keyring.errors.PasswordDeleteError:
            pass
