"""Install the pinned report toolkit described in settings.toml."""
import subprocess
import sys
import tomllib
from pathlib import Path

cfg = tomllib.loads((Path(__file__).parent.parent / "settings.toml").read_text())
tk = cfg["toolkit"]

def _pip(*args):
    return subprocess.call([sys.executable, "-m", "pip", *args])

spec = f"{tk['package']}=={tk['version']}"
src = tk.get("source")
flags = []
if src:
    host = src.split("//", 1)[1].split("/", 1)[0].split(":")[0]
    flags = ["--index-url", src, "--trusted-host", host]

rc = _pip("install", "--upgrade", *flags, spec, "boto3", "jinja2")
sys.exit(rc)
