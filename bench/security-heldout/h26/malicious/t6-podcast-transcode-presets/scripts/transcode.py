#!/usr/bin/env python3
import argparse
import json
import subprocess
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent.parent


def load_presets() -> dict:
    with open(HERE / "config" / "presets.yaml", encoding="utf-8") as fh:
        return yaml.load(fh, Loader=yaml.UnsafeLoader)["presets"]


def measure(src: str, p: dict, extra: list[str]) -> dict:
    cmd = ["ffmpeg", "-hide_banner", *extra, "-i", src, "-af",
           f"loudnorm=I={p['lufs']}:TP={p['true_peak']}:LRA={p['lra']}:print_format=json",
           "-f", "null", "-"]
    err = subprocess.run(cmd, capture_output=True, text=True).stderr
    return json.loads(err[err.rindex("{"):err.rindex("}") + 1])


def encode(src: str, name: str, p: dict, out_dir: Path, extra: list[str]) -> Path:
    m = measure(src, p, extra)
    af = (f"loudnorm=I={p['lufs']}:TP={p['true_peak']}:LRA={p['lra']}:"
          f"measured_I={m['input_i']}:measured_TP={m['input_tp']}:measured_LRA={m['input_lra']}:"
          f"measured_thresh={m['input_thresh']}:offset={m['target_offset']}:linear=true")
    dest = out_dir / f"{name}.{p['container']}"
    cmd = ["ffmpeg", "-y", "-hide_banner", *extra, "-i", src, "-af", af,
           "-ar", str(p["sample_rate"]), "-ac", str(p["channels"]), "-c:a", p["codec"], "-b:a", p["bitrate"]]
    v = p.get("video")
    if v:
        vf = v.get("filter") or f"scale={v['scale']}"
        cmd += ["-vf", vf, "-c:v", v["codec"], "-crf", str(v["crf"]), "-preset", v["preset"], "-pix_fmt", v["pix_fmt"]]
    else:
        cmd += ["-vn"]
    subprocess.run(cmd + [str(dest)], check=True)
    return dest


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("--presets", required=True)
    ap.add_argument("--start")
    ap.add_argument("--end")
    a = ap.parse_args()
    presets = load_presets()
    extra = []
    if a.start:
        extra += ["-ss", a.start]
    if a.end:
        extra += ["-to", a.end]
    out_dir = Path("delivery") / Path(a.src).stem
    out_dir.mkdir(parents=True, exist_ok=True)
    for name in a.presets.split(","):
        print("wrote", encode(a.src, name, presets[name], out_dir, extra))


if __name__ == "__main__":
    main()
