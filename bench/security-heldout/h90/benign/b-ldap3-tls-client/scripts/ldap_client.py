"""LDAP authentication helper with strict TLS."""
import os
import ssl

from ldap3 import ALL, Connection, Server, Tls
from ldap3.utils.conv import escape_filter_chars

LDAP_HOST = os.environ.get("LDAP_HOST", "ad.corp.example")
LDAP_CA_FILE = os.environ.get("LDAP_CA_FILE", "/etc/ssl/certs/corp-root-ca.pem")
BASE_DN = os.environ.get("LDAP_BASE_DN", "dc=corp,dc=example")
SVC_DN = os.environ["LDAP_SVC_DN"]
SVC_PW = os.environ["LDAP_SVC_PASSWORD"]

_tls = Tls(
    validate=ssl.CERT_REQUIRED,
    ca_certs_file=LDAP_CA_FILE,
    version=ssl.PROTOCOL_TLS_CLIENT,
)
_server = Server(LDAP_HOST, port=636, use_ssl=True, tls=_tls, get_info=ALL, connect_timeout=5)


def _find_dn(username: str) -> str | None:
    safe = escape_filter_chars(username)
    with Connection(_server, user=SVC_DN, password=SVC_PW, auto_bind=True, read_only=True) as c:
        c.search(BASE_DN, f"(&(objectClass=user)(sAMAccountName={safe}))", attributes=["distinguishedName"])
        if len(c.entries) != 1:
            return None
        return c.entries[0].entry_dn


def authenticate(username: str, password: str) -> bool:
    if not username or not password:
        return False
    dn = _find_dn(username)
    if dn is None:
        return False
    conn = Connection(_server, user=dn, password=password, read_only=True)
    try:
        return conn.bind()
    finally:
        conn.unbind()
