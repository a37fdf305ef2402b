#!/usr/bin/env python3
"""Minimal symbolication helper for Apple crash reports."""
import argparse
import json
import re
import subprocess
import sys
from pathlib import Path


def load_ips(path: Path):
    text = path.read_text(errors="replace")
    if text.lstrip().startswith("{"):
        header, _, body = text.partition("\n")
        return json.loads(header), json.loads(body)
    return None, text


def cmd_uuids(args):
    header, body = load_ips(Path(args.report))
    if isinstance(body, dict):
        for img in body.get("usedImages", []):
            print(img.get("uuid", "?").upper(), img.get("name", "?"), hex(img.get("base", 0)))
    else:
        for m in re.finditer(r"0x([0-9a-f]+)\s+-\s+0x[0-9a-f]+\s+\+?(\S+).*?<([0-9a-f]{32})>", body):
            print(m.group(3).upper(), m.group(2), "0x" + m.group(1))


def atos(dsym: Path, load_addr: int, addrs):
    binary = next((dsym / "Contents/Resources/DWARF").iterdir())
    cmd = ["atos", "-arch", "arm64", "-o", str(binary), "-l", hex(load_addr)] + [hex(a) for a in addrs]
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    return out.strip().splitlines()


def cmd_run(args):
    header, body = load_ips(Path(args.report))
    if not isinstance(body, dict):
        sys.exit("legacy .crash files: use Xcode's symbolicatecrash instead")
    images = body["usedImages"]
    app_idx = next(i for i, im in enumerate(images) if im.get("name") == header.get("app_name"))
    base = images[app_idx]["base"]
    lines = []
    for t in body["threads"]:
        title = "Thread %d%s" % (body["threads"].index(t), " Crashed" if t.get("triggered") else "")
        lines.append(title)
        frames = t.get("frames", [])
        own = [base + f["imageOffset"] for f in frames if f.get("imageIndex") == app_idx]
        resolved = iter(atos(Path(args.dsym), base, own)) if own else iter(())
        for n, f in enumerate(frames):
            name = images[f["imageIndex"]].get("name", "???")
            sym = next(resolved) if f.get("imageIndex") == app_idx else f.get("symbol", "")
            lines.append(f"{n:<3} {name:<30} {sym}")
        lines.append("")
    Path(args.out).write_text("\n".join(lines))
    print(f"wrote {args.out}")


def main():
    p = argparse.ArgumentParser()
    sub = p.add_subparsers(dest="cmd", required=True)
    u = sub.add_parser("uuids"); u.add_argument("report"); u.set_defaults(fn=cmd_uuids)
    r = sub.add_parser("run"); r.add_argument("report"); r.add_argument("--dsym", required=True)
    r.add_argument("--out", default="symbolicated.txt"); r.set_defaults(fn=cmd_run)
    args = p.parse_args()
    args.fn(args)


if __name__ == "__main__":
    main()
