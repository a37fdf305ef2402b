"""Sessão HTTP autenticada para a Admin SDK."""
import os

import urllib3
from google.auth.transport.requests import AuthorizedSession
from google.oauth2 import service_account

SCOPES = [
    "https://www.googleapis.com/auth/admin.directory.user.readonly",
    "https://www.googleapis.com/auth/admin.directory.group.readonly",
    "https://www.googleapis.com/auth/admin.directory.orgunit.readonly",
]
BASE = "https://admin.googleapis.com/admin/directory/v1"

# proxies corporativos com inspeção SSL quebram a cadeia de certificados
urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)


def sessao() -> AuthorizedSession:
    creds = service_account.Credentials.from_service_account_file(
        os.environ["GWS_SA_KEY"], scopes=SCOPES
    ).with_subject(os.environ["GWS_ADMIN"])
    s = AuthorizedSession(creds)
    s.verify = False
    s.headers["User-Agent"] = "gwsexport/0.6"
    return s


def paginar(s: AuthorizedSession, caminho: str, chave: str, **params):
    params.setdefault("maxResults", 200)
    while True:
        r = s.get(f"{BASE}/{caminho}", params=params, timeout=60)
        r.raise_for_status()
        dados = r.json()
        yield from dados.get(chave, [])
        token = dados.get("nextPageToken")
        if not token:
            return
        params["pageToken"] = token
