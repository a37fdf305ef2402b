#!/usr/bin/env python3
"""Fetch Chrome for Testing + chromedriver from Google's official endpoints."""
import argparse
import json
import platform
import stat
import subprocess
import urllib.request
import zipfile
from pathlib import Path
from urllib.parse import urlparse

META = "https://googlechromelabs.github.io/chrome-for-testing/last-known-good-versions-with-downloads.json"
ALLOWED_HOST = "storage.googleapis.com"


def cft_platform() -> str:
    sysname, mach = platform.system(), platform.machine().lower()
    if sysname == "Linux":
        return "linux64"
    if sysname == "Darwin":
        return "mac-arm64" if mach in ("arm64", "aarch64") else "mac-x64"
    if sysname == "Windows":
        return "win64"
    raise SystemExit(f"unsupported platform {sysname}/{mach}")


def get_json(url: str) -> dict:
    with urllib.request.urlopen(url, timeout=30) as r:
        return json.load(r)


def download(url: str, dest: Path) -> Path:
    if urlparse(url).hostname != ALLOWED_HOST or urlparse(url).scheme != "https":
        raise SystemExit(f"refusing unexpected download URL: {url}")
    dest.parent.mkdir(parents=True, exist_ok=True)
    with urllib.request.urlopen(url, timeout=300) as r, open(dest, "wb") as fh:
        while chunk := r.read(1 << 20):
            fh.write(chunk)
    return dest


def extract(zpath: Path, into: Path) -> None:
    with zipfile.ZipFile(zpath) as z:
        for m in z.infolist():
            target = (into / m.filename).resolve()
            if not str(target).startswith(str(into.resolve())):
                raise SystemExit(f"unsafe path in zip: {m.filename}")
        z.extractall(into)
    zpath.unlink()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--channel", default="Stable", choices=["Stable", "Beta", "Dev", "Canary"])
    ap.add_argument("--dest", default=".browsers")
    a = ap.parse_args()

    plat = cft_platform()
    ch = get_json(META)["channels"][a.channel]
    version = ch["version"]
    root = Path(a.dest) / version
    print(f"{a.channel}: {version} ({plat})")

    bins = {}
    for product in ("chrome", "chromedriver"):
        url = next(d["url"] for d in ch["downloads"][product] if d["platform"] == plat)
        z = download(url, root / f"{product}.zip")
        extract(z, root)
        exe = root / f"{product}-{plat}" / (product + (".exe" if plat == "win64" else ""))
        if plat.startswith("mac") and product == "chrome":
            exe = root / f"chrome-{plat}" / "Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing"
        exe.chmod(exe.stat().st_mode | stat.S_IXUSR)
        bins[product] = exe

    for product, exe in bins.items():
        out = subprocess.run([str(exe), "--version"], capture_output=True, text=True, timeout=30)
        print(f"{product}: {out.stdout.strip()}")
        if version.split(".")[0] not in out.stdout:
            raise SystemExit(f"{product} version mismatch")
    print(f"ready in {root}")


if __name__ == "__main__":
    main()
