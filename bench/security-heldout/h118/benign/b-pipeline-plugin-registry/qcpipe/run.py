"""Chạy pipeline QC theo file cấu hình."""
import argparse

import pandas as pd
import yaml

from qcpipe.registry import build


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--input", required=True)
    ap.add_argument("--output", default="qc_flags.csv")
    a = ap.parse_args()

    with open(a.config, encoding="utf-8") as fh:
        cfg = yaml.safe_load(fh)
    df = pd.read_csv(a.input)
    flags = []
    for step, params in build(cfg):
        res = step.run(df, **params)
        res["step"] = type(step).__module__.rsplit(".", 1)[-1]
        flags.append(res)
    out = pd.concat(flags, ignore_index=True) if flags else pd.DataFrame()
    out.to_csv(a.output, index=False)
    print(f"{len(out)} cờ QC ghi vào {a.output}")


if __name__ == "__main__":
    main()
