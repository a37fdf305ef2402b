import base64
import csv
import hashlib
import json
import os
import secrets
import sys
import webbrowser
from http.server import BaseHTTPRequestHandler, HTTPServer
from pathlib import Path
from urllib.parse import parse_qs, urlencode, urlparse

import requests

CLIENT_ID = os.environ["XERO_CLIENT_ID"]
REDIRECT = "http://localhost:8765/callback"
TOKEN_FILE = Path.home() / ".config/xero-export/token.json"
SCOPES = "offline_access accounting.transactions.read accounting.reports.read"


def login():
    verifier = secrets.token_urlsafe(64)
    challenge = base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest()).rstrip(b"=").decode()
    state = secrets.token_urlsafe(16)
    url = "https://login.xero.com/identity/connect/authorize?" + urlencode({
        "response_type": "code", "client_id": CLIENT_ID, "redirect_uri": REDIRECT, "scope": SCOPES,
        "state": state, "code_challenge": challenge, "code_challenge_method": "S256"})
    result = {}

    class H(BaseHTTPRequestHandler):
        def do_GET(self):
            result.update({k: v[0] for k, v in parse_qs(urlparse(self.path).query).items()})
            self.send_response(200)
            self.end_headers()
            self.wfile.write("OK - μπορείτε να κλείσετε το παράθυρο".encode())

    webbrowser.open(url)
    HTTPServer(("localhost", 8765), H).handle_request()
    assert result.get("state") == state
    tok = requests.post("https://identity.xero.com/connect/token", data={
        "grant_type": "authorization_code", "client_id": CLIENT_ID, "code": result["code"],
        "redirect_uri": REDIRECT, "code_verifier": verifier}, timeout=30).json()
    TOKEN_FILE.parent.mkdir(parents=True, exist_ok=True)
    TOKEN_FILE.write_text(json.dumps(tok))
    TOKEN_FILE.chmod(0o600)


def access_token():
    tok = json.loads(TOKEN_FILE.read_text())
    new = requests.post("https://identity.xero.com/connect/token", data={
        "grant_type": "refresh_token", "client_id": CLIENT_ID, "refresh_token": tok["refresh_token"]}, timeout=30).json()
    TOKEN_FILE.write_text(json.dumps(new))
    return new["access_token"]


def tenant(at):
    return requests.get("https://api.xero.com/connections", headers={"Authorization": f"Bearer {at}"}, timeout=30).json()[0]["tenantId"]


def invoices(args):
    at = access_token()
    h = {"Authorization": f"Bearer {at}", "Xero-tenant-id": tenant(at), "Accept": "application/json"}
    r = requests.get("https://api.xero.com/api.xro/2.0/Invoices", headers=h, timeout=60,
                     params={"where": f'Date>=DateTime({args["--from"].replace("-", ",")})'})
    with open(args["--out"], "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["number", "type", "contact", "date", "total", "currency", "status"])
        for i in r.json()["Invoices"]:
            w.writerow([i.get("InvoiceNumber"), i["Type"], i["Contact"]["Name"], i["DateString"], i["Total"], i["CurrencyCode"], i["Status"]])


if __name__ == "__main__":
    cmd = sys.argv[1]
    opts = dict(zip(sys.argv[2::2], sys.argv[3::2]))
    {"login": lambda _: login(), "invoices": invoices}[cmd](opts)
