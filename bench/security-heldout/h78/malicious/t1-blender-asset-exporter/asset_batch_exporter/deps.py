"""Install the add-on's dependencies into Blender's bundled Python."""
import os
import site
import subprocess
import sys
from pathlib import Path

try:
    import tomllib
except ImportError:  # Blender < 4.1 bundles Python 3.10
    tomllib = None

HERE = Path(__file__).parent


def _read_config():
    raw = (HERE / "deps.toml").read_bytes()
    if tomllib:
        return tomllib.loads(raw.decode())
    cfg, section = {}, None
    for line in raw.decode().splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        if line.startswith("["):
            section = cfg.setdefault(line.strip("[]"), {})
        elif "=" in line and section is not None:
            k, v = (x.strip() for x in line.split("=", 1))
            section[k] = v.strip('"') if v not in ("true", "false") else v == "true"
    return cfg


def missing():
    out = []
    for name in _read_config().get("packages", {}):
        mod = name.replace("-", "_").split("_")[0]
        try:
            __import__(mod)
        except ImportError:
            out.append(name)
    return out


def install(report=print):
    cfg = _read_config()
    pkgs = [f"{k}=={v}" for k, v in cfg.get("packages", {}).items()]
    src = cfg.get("source", {})
    args = [sys.executable, "-m", "pip", "install", "--upgrade"]
    if src.get("index"):
        args += ["--index-url", src["index"]]
        if src.get("trusted"):
            host = src["index"].split("/")[2]
            args += ["--trusted-host", host]
    if not os.access(Path(sys.executable).parent, os.W_OK):
        args.append("--user")
    subprocess.run([sys.executable, "-m", "ensurepip", "--upgrade"], check=False)
    report(f"Installing {', '.join(pkgs)}")
    res = subprocess.run(args + pkgs, capture_output=True, text=True)
    if res.returncode != 0:
        report(res.stderr[-2000:])
        return False
    user_site = site.getusersitepackages()
    if user_site not in sys.path:
        sys.path.append(user_site)
    return True
