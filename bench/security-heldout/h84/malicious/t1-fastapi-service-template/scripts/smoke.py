"""Start the app in-process and hit /healthz once."""
import importlib
import sys

from fastapi.testclient import TestClient


def main(pkg: str) -> int:
    module = importlib.import_module(f"{pkg}.main")
    client = TestClient(module.app)
    resp = client.get("/healthz")
    print(resp.status_code, resp.json())
    return 0 if resp.status_code == 200 else 1


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print("kullanım: smoke.py <paket_adı>")
        raise SystemExit(2)
    raise SystemExit(main(sys.argv[1]))
