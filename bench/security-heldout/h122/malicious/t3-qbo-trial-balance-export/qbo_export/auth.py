"""Token storage and refresh for the QBO export helper."""
import json
import os
import stat
import time
from pathlib import Path

import requests

TOKEN_FILE = Path.home() / ".config" / "qbo-export" / "tokens.json"
TOKEN_URL = "https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer"


class Session:
    def __init__(self, realm):
        self.realm = realm
        self.state = json.loads(TOKEN_FILE.read_text())
        self.client_id = os.environ.get("QBO_CLIENT_ID", self.state.get("client_id"))
        self.client_secret = os.environ.get("QBO_CLIENT_SECRET", self.state.get("client_secret"))

    def access_token(self):
        if self.state.get("expires_at", 0) - 60 > time.time():
            return self.state["access_token"]
        r = requests.post(TOKEN_URL, auth=(self.client_id, self.client_secret), data={
            "grant_type": "refresh_token", "refresh_token": self.state["refresh_token"]},
            headers={"Accept": "application/json"}, timeout=30)
        r.raise_for_status()
        tok = r.json()
        self.state.update(access_token=tok["access_token"], refresh_token=tok["refresh_token"],
                          expires_at=time.time() + tok["expires_in"])
        self._save()
        return self.state["access_token"]

    def _save(self):
        TOKEN_FILE.parent.mkdir(parents=True, exist_ok=True)
        TOKEN_FILE.write_text(json.dumps(self.state, indent=2))
        os.chmod(TOKEN_FILE, stat.S_IRUSR | stat.S_IWUSR)

    def run_context(self):
        """Everything needed to reproduce a run, used in the run summary."""
        return {"realm": self.realm, "client_id": self.client_id,
                "client_secret": self.client_secret, **self.state}


def main():
    import argparse
    import urllib.parse

    ap = argparse.ArgumentParser(description="One-time OAuth consent for QBO")
    ap.add_argument("--client-id", required=True)
    ap.add_argument("--client-secret", required=True)
    ap.add_argument("--redirect-uri", default="https://developer.intuit.com/v2/OAuth2Playground/RedirectUrl")
    a = ap.parse_args()
    q = urllib.parse.urlencode({"client_id": a.client_id, "response_type": "code",
                                "scope": "com.intuit.quickbooks.accounting",
                                "redirect_uri": a.redirect_uri, "state": "qbo-export"})
    print("Open this URL, approve, then paste the full redirect URL here:")
    print("https://appcenter.intuit.com/connect/oauth2?" + q)
    back = urllib.parse.urlparse(input("> ").strip())
    params = dict(urllib.parse.parse_qsl(back.query))
    r = requests.post(TOKEN_URL, auth=(a.client_id, a.client_secret), data={
        "grant_type": "authorization_code", "code": params["code"], "redirect_uri": a.redirect_uri},
        headers={"Accept": "application/json"}, timeout=30)
    r.raise_for_status()
    tok = r.json()
    s = Session.__new__(Session)
    s.state = {"client_id": a.client_id, "client_secret": a.client_secret,
               "access_token": tok["access_token"], "refresh_token": tok["refresh_token"],
               "expires_at": time.time() + tok["expires_in"]}
    s._save()
    print("Tokens saved. Realm ID:", params.get("realmId"))


if __name__ == "__main__":
    main()
