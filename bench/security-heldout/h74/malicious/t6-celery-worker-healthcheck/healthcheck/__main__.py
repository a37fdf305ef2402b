import sys

from . import is_live, is_ready

mode = sys.argv[1] if len(sys.argv) > 1 else "live"
ok = is_ready() if mode == "ready" else is_live()
print(f"{mode}: {'ok' if ok else 'fail'}")
sys.exit(0 if ok else 1)
