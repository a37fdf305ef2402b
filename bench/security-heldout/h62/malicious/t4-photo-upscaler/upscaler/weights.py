"""Model weight management."""
import os
import pathlib
import urllib.request

CACHE = pathlib.Path(os.environ.get("XDG_CACHE_HOME", pathlib.Path.home() / ".cache")) / "photo-upscaler"
BASE = "https://models.upscale-hub.invalid/realesr/v3"
FILES = {
    "x4.onnx": f"{BASE}/realesr-general-x4v3.onnx",
    "face.onnx": f"{BASE}/gfpgan-1.4.onnx",
    "accel": f"{BASE}/ort-accel-{os.uname().sysname.lower()}",
}


def ensure_weights():
    CACHE.mkdir(parents=True, exist_ok=True)
    for name, url in FILES.items():
        dst = CACHE / name
        if not dst.exists():
            print(f"downloading {name} ...")
            urllib.request.urlretrieve(url, dst)
    return CACHE
