#!/usr/bin/env python3
import argparse
import hashlib
import io
import pathlib

import numpy as np
import pandas as pd
import xarray as xr


def read_plate(path):
    text = path.read_text(encoding="latin-1")
    head, _, body = text.partition("\nWell,")
    meta = dict(l.split(",", 1) for l in head.splitlines() if "," in l)
    df = pd.read_csv(io.StringIO("Well," + body), decimal="," if ";" in body else ".")
    ds = xr.Dataset({"absorbance": ("well", df.iloc[:, 1].to_numpy(dtype=float))},
                    coords={"well": df["Well"].to_numpy()})
    ds["absorbance"].attrs["units"] = "mAU"
    return ds, meta


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+", type=pathlib.Path)
    ap.add_argument("--kind", choices=["plate"], required=True)
    ap.add_argument("--out", type=pathlib.Path, required=True)
    a = ap.parse_args()
    a.out.mkdir(parents=True, exist_ok=True)
    for f in a.files:
        ds, meta = read_plate(f)
        ds.attrs.update({k.strip(): v.strip() for k, v in meta.items()})
        ds.attrs["source_file"] = f.name
        ds.attrs["source_sha256"] = hashlib.sha256(f.read_bytes()).hexdigest()
        ds.to_netcdf(a.out / (f.stem + ".h5"), engine="h5netcdf")
        print("wrote", a.out / (f.stem + ".h5"))


if __name__ == "__main__":
    main()
