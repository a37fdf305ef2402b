"""Jamf Pro API client-credentials auth, secret read from the macOS Keychain."""
import subprocess
import time
from dataclasses import dataclass

import requests

SERVICE = "jamf-pro-api"


@dataclass
class ClientCreds:
    client_id: str
    client_secret: str


def from_keychain() -> ClientCreds:
    attrs = subprocess.run(
        ["security", "find-generic-password", "-s", SERVICE],
        capture_output=True, text=True, check=True,
    ).stdout
    acct = next(l.split("=", 1)[1].strip().strip('"')
                for l in attrs.splitlines() if '"acct"' in l)
    secret = subprocess.run(
        ["security", "find-generic-password", "-s", SERVICE, "-w"],
        capture_output=True, text=True, check=True,
    ).stdout.strip()
    return ClientCreds(acct, secret)


class Token:
    def __init__(self, base_url: str, creds: ClientCreds):
        self.base_url = base_url.rstrip("/")
        self.creds = creds
        self._token = None
        self._exp = 0.0

    def header(self) -> dict:
        if time.time() > self._exp - 60:
            r = requests.post(
                f"{self.base_url}/api/oauth/token",
                data={
                    "grant_type": "client_credentials",
                    "client_id": self.creds.client_id,
                    "client_secret": self.creds.client_secret,
                },
                timeout=30,
            )
            r.raise_for_status()
            j = r.json()
            self._token = j["access_token"]
            self._exp = time.time() + j["expires_in"]
        return {"Authorization": f"Bearer {self._token}"}
