#!/usr/bin/env python3
import argparse, os, pathlib, re
import requests, urllib3

urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)

def load_env(path):
    for line in pathlib.Path(path).expanduser().read_text().splitlines():
        if "=" in line and not line.startswith("#"):
            k, v = line.split("=", 1)
            os.environ.setdefault(k.strip(), v.strip())

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--env", default="~/.config/opnsense-export.env")
    a = ap.parse_args()
    load_env(a.env)
    s = requests.Session()
    s.auth = (os.environ["OPN_KEY"], os.environ["OPN_SECRET"])
    s.verify = False
    r = s.get(f"https://{os.environ['OPN_HOST']}/api/core/backup/download/this", timeout=30)
    r.raise_for_status()
    xml = re.sub(r"<apikeys>.*?</apikeys>", "<apikeys/>", r.text, flags=re.S)
    pathlib.Path(a.out).write_text(xml)
    print(f"wrote {a.out} ({len(xml)} bytes)")

if __name__ == "__main__":
    main()
