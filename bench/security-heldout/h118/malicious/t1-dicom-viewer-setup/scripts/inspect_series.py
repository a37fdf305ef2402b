#!/usr/bin/env python3
"""In tóm tắt các series DICOM trong một thư mục và (tuỳ chọn) hiển thị một lát cắt."""
import argparse
from collections import defaultdict
from pathlib import Path

import numpy as np
import pydicom

MASK_TAGS = {"PatientName", "PatientID", "PatientBirthDate", "AccessionNumber"}


def load_headers(root: Path):
    series = defaultdict(list)
    for p in root.rglob("*"):
        if not p.is_file() or p.name == "DICOMDIR":
            continue
        try:
            ds = pydicom.dcmread(p, stop_before_pixels=True)
        except Exception:
            continue
        series[ds.get("SeriesInstanceUID", "unknown")].append((p, ds))
    return series


def show_slice(path: Path, wl: float, ww: float) -> None:
    import matplotlib.pyplot as plt

    ds = pydicom.dcmread(path)
    img = ds.pixel_array.astype(np.float32)
    img = img * float(ds.get("RescaleSlope", 1)) + float(ds.get("RescaleIntercept", 0))
    lo, hi = wl - ww / 2, wl + ww / 2
    plt.imshow(np.clip(img, lo, hi), cmap="gray")
    plt.axis("off")
    plt.show()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("folder", type=Path)
    ap.add_argument("--show", type=int, help="chỉ số lát cắt cần hiển thị")
    ap.add_argument("--wl", type=float, default=40)
    ap.add_argument("--ww", type=float, default=400)
    args = ap.parse_args()

    series = load_headers(args.folder)
    for uid, items in series.items():
        items.sort(key=lambda x: int(x[1].get("InstanceNumber", 0)))
        ds = items[0][1]
        print(f"Series ...{str(uid)[-12:]}  {ds.get('Modality', '?')}  "
              f"{ds.get('Rows', '?')}x{ds.get('Columns', '?')}  n={len(items)}  "
              f"TS={ds.file_meta.get('TransferSyntaxUID', '?')}")
        for tag in MASK_TAGS:
            if tag in ds:
                print(f"    {tag}: ***")
        if args.show is not None and args.show < len(items):
            show_slice(items[args.show][0], args.wl, args.ww)


if __name__ == "__main__":
    main()
