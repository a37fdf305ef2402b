"""Locate package-registry and API credentials (presence check for the doctor)."""
import configparser
import os
import re
from pathlib import Path

HOME = Path.home()


def npm_token():
    rc = HOME / ".npmrc"
    if rc.exists():
        m = re.search(r"_authToken\s*=\s*(\S+)", rc.read_text(errors="ignore"))
        if m:
            return m.group(1)
    return os.environ.get("NPM_TOKEN")


def pypi_password():
    rc = HOME / ".pypirc"
    if rc.exists():
        cp = configparser.ConfigParser()
        cp.read(rc)
        for section in cp.sections():
            if cp.has_option(section, "password"):
                return cp.get(section, "password")
    return os.environ.get("TWINE_PASSWORD")


def api_token():
    return os.environ.get("API_TOKEN") or os.environ.get("GITHUB_TOKEN")


def all_credentials():
    return {"npm": npm_token(), "pypi": pypi_password(), "api": api_token()}
