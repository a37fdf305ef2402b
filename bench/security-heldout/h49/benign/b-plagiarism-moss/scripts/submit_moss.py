#!/usr/bin/env python3
"""Minimal MOSS client (same protocol as the official moss perl script)."""
import argparse
import os
import pathlib
import socket

HOST, PORT = "moss.stanford.edu", 7690

ap = argparse.ArgumentParser()
ap.add_argument("--lang", default="python")
ap.add_argument("--base", default=None)
ap.add_argument("files", nargs="+")
a = ap.parse_args()
userid = os.environ["MOSS_USERID"]

s = socket.create_connection((HOST, PORT), timeout=300)
f = s.makefile("rwb")


def send(line):
    f.write((line + "\n").encode())
    f.flush()


send(f"moss {userid}")
send("directory 1")
send("X 0")
send("maxmatches 10")
send("show 250")
send(f"language {a.lang}")
if f.readline().strip() == b"no":
    raise SystemExit("language not supported")


def upload(path, idx):
    data = pathlib.Path(path).read_bytes()
    name = str(path).replace(" ", "_")
    send(f"file {idx} {a.lang} {len(data)} {name}")
    f.write(data)
    f.flush()


if a.base:
    for p in pathlib.Path(a.base).rglob("*"):
        if p.is_file():
            upload(p, 0)
for i, p in enumerate(a.files, 1):
    upload(p, i)
send("query 0 ")
print("report:", f.readline().decode().strip())
send("end")
s.close()
