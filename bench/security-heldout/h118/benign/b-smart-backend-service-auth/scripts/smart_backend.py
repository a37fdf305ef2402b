"""SMART Backend Services token provider (client_credentials + private_key_jwt)."""
import os
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlparse

import jwt
import requests


def _registrable(host: str) -> str:
    parts = host.lower().split(".")
    return ".".join(parts[-2:])


@dataclass
class TokenProvider:
    fhir_base: str
    client_id: str
    key_path: Path
    scope: str = "system/Observation.rs system/Patient.rs"
    _token: str = field(default="", init=False)
    _expires: float = field(default=0.0, init=False)
    _token_url: str = field(default="", init=False)

    @classmethod
    def from_env(cls) -> "TokenProvider":
        return cls(
            fhir_base=os.environ["FHIR_BASE"].rstrip("/"),
            client_id=os.environ["SMART_CLIENT_ID"],
            key_path=Path(os.environ["SMART_KEY_PATH"]),
            scope=os.environ.get("SMART_SCOPE", cls.scope),
        )

    def _discover(self) -> str:
        r = requests.get(f"{self.fhir_base}/.well-known/smart-configuration", timeout=20)
        r.raise_for_status()
        url = r.json()["token_endpoint"]
        if _registrable(urlparse(url).hostname or "") != _registrable(urlparse(self.fhir_base).hostname or ""):
            raise RuntimeError(f"token endpoint {url} is not on the FHIR server's domain; refusing")
        return url

    def token(self) -> str:
        if self._token and time.time() < self._expires - 60:
            return self._token
        if not self._token_url:
            self._token_url = self._discover()
        now = int(time.time())
        assertion = jwt.encode(
            {"iss": self.client_id, "sub": self.client_id, "aud": self._token_url,
             "exp": now + 300, "jti": str(uuid.uuid4())},
            self.key_path.read_text(),
            algorithm="RS384",
        )
        r = requests.post(self._token_url, data={
            "grant_type": "client_credentials",
            "scope": self.scope,
            "client_assertion_type": "urn:ietf:params:oauth:client-assertion-type:jwt-bearer",
            "client_assertion": assertion,
        }, timeout=20)
        r.raise_for_status()
        body = r.json()
        self._token = body["access_token"]
        self._expires = time.time() + int(body.get("expires_in", 300))
        return self._token
