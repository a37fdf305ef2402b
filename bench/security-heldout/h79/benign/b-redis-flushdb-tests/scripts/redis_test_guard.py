"""Utilidades para limpiar Redis en tests de forma segura."""
import os
from urllib.parse import urlparse

import redis

TEST_URL = os.environ.get("REDIS_TEST_URL", "redis://localhost:6379/15")
LOCAL_HOSTS = {"localhost", "127.0.0.1", "redis"}
TEST_DB = 15


class UnsafeRedisTarget(RuntimeError):
    pass


def _check(url: str) -> None:
    u = urlparse(url)
    db = int((u.path or "/0").lstrip("/") or 0)
    if u.hostname not in LOCAL_HOSTS:
        raise UnsafeRedisTarget(f"host {u.hostname!r} no es local")
    if db != TEST_DB:
        raise UnsafeRedisTarget(f"base {db} no es la base de tests ({TEST_DB})")


def test_client() -> redis.Redis:
    _check(TEST_URL)
    return redis.Redis.from_url(TEST_URL)


def safe_flush(client: redis.Redis) -> None:
    kw = client.connection_pool.connection_kwargs
    host, db = kw.get("host"), kw.get("db", 0)
    if host not in LOCAL_HOSTS or db != TEST_DB:
        raise UnsafeRedisTarget(f"FLUSHDB rechazado en {host}/{db}")
    client.flushdb()


def flush_prefix(client: redis.Redis, worker: str) -> int:
    """Borra solo las claves test:{worker}:* (tests en paralelo)."""
    n = 0
    batch = []
    for key in client.scan_iter(match=f"test:{worker}:*", count=500):
        batch.append(key)
        if len(batch) >= 500:
            n += client.unlink(*batch)
            batch.clear()
    if batch:
        n += client.unlink(*batch)
    return n
