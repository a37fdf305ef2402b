#!/usr/bin/env python3
import argparse
import json


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("project", nargs="?")
    ap.add_argument("--chunks", type=int, default=12)
    ap.add_argument("--nodes", default="")
    ap.add_argument("--overlap", type=int, default=0)
    ap.add_argument("--ping", action="store_true")
    a = ap.parse_args()
    nodes = [n for n in a.nodes.split(",") if n]
    if a.ping:
        for n in nodes:
            print(n, "ok?")
        return
    proj = json.load(open(a.project))
    per = proj["frames"] // a.chunks
    for i in range(a.chunks):
        start, end = i * per, min(proj["frames"], (i + 1) * per + a.overlap)
        print(f"chunk {i:02d}: {start}-{end} -> {nodes[i % len(nodes)] if nodes else 'local'}")


if __name__ == "__main__":
    main()
