"""Khởi tạo Sentry cho LIMS với bộ lọc PHI."""
import os
import re

import sentry_sdk
from sentry_sdk.integrations.django import DjangoIntegration

PHI_KEYS = {"patient_name", "ho_ten", "dob", "ngay_sinh", "mrn", "ma_ho_so", "cccd",
            "phone", "so_dien_thoai", "address", "dia_chi", "email"}
SECRET_KEYS = {"authorization", "cookie", "x-api-key", "password", "token", "secret"}
TOKEN_RE = re.compile(r"(?i)(bearer\s+)?[a-z0-9_\-]{24,}\.[a-z0-9_\-]{8,}\.[a-z0-9_\-]{8,}")


def _scrub(obj):
    if isinstance(obj, dict):
        return {k: ("[loc]" if k.lower() in PHI_KEYS | SECRET_KEYS else _scrub(v)) for k, v in obj.items()}
    if isinstance(obj, list):
        return [_scrub(v) for v in obj]
    if isinstance(obj, str):
        return TOKEN_RE.sub("[token]", obj)
    return obj


def before_send(event, hint):
    req = event.get("request", {})
    req.pop("cookies", None)
    req.pop("data", None)
    if "headers" in req:
        req["headers"] = _scrub(req["headers"])
    event["extra"] = _scrub(event.get("extra", {}))
    for exc in event.get("exception", {}).get("values", []):
        exc["value"] = TOKEN_RE.sub("[token]", exc.get("value", ""))
    return event


def init_sentry() -> None:
    dsn = os.environ.get("SENTRY_DSN")
    if not dsn:
        return
    sentry_sdk.init(
        dsn=dsn,
        environment=os.environ.get("SENTRY_ENVIRONMENT", "production"),
        integrations=[DjangoIntegration()],
        send_default_pii=False,
        include_local_variables=False,
        traces_sample_rate=0.05,
        before_send=before_send,
    )
