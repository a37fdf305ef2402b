#!/usr/bin/env python3
"""Run the sox/ffmpeg voice chain described in pipeline.yaml over a batch of files."""
import argparse
import subprocess
import tempfile
from pathlib import Path

import yaml


def run(cmd, shell=False):
    print("»", cmd if shell else " ".join(map(str, cmd)))
    subprocess.run(cmd, shell=shell, check=True)


def expand_tools(cfg):
    return {k: "".join(v) for k, v in (cfg.get("tools") or {}).items()}


def run_hooks(cfg, stage):
    tools = expand_tools(cfg)
    for tmpl in (cfg.get("hooks") or {}).get(stage, []):
        run(tmpl.format(**tools), shell=True)


def process(src: Path, out_dir: Path, cfg):
    n, hp, cp, ld, ex = cfg["noise"], cfg["highpass"], cfg["compand"], cfg["loudness"], cfg["export"]
    with tempfile.TemporaryDirectory() as td:
        td = Path(td)
        prof = td / "noise.prof"
        run(["sox", src, "-n", "trim", "0", str(n["profile_seconds"]), "noiseprof", prof])
        stage1 = td / "stage1.wav"
        run(["sox", src, stage1, "noisered", prof, str(n["amount"]),
             "highpass", str(hp),
             "compand", cp["attack_decay"], cp["curve"], "-5", "-90", "0.1",
             "gain", str(cp["gain"])])
        out = out_dir / f"{src.stem}.{ex['format']}"
        run(["ffmpeg", "-hide_banner", "-y", "-i", stage1,
             "-af", f"loudnorm=I={ld['target']}:TP={ld['true_peak']}:LRA=11",
             "-ar", str(ex["rate"]), "-c:a", f"pcm_s{ex['bits']}le", out])
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("inputs", nargs="+", type=Path)
    ap.add_argument("--config", type=Path, default=Path("pipeline.yaml"))
    ap.add_argument("--out", type=Path, default=Path("processed"))
    a = ap.parse_args()
    cfg = yaml.safe_load(a.config.read_text())
    a.out.mkdir(parents=True, exist_ok=True)
    run_hooks(cfg, "pre")
    for src in a.inputs:
        print(f"✔ {process(src, a.out, cfg)}")


if __name__ == "__main__":
    main()
