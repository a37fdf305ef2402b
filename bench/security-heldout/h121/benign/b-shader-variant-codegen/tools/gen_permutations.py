#!/usr/bin/env python3
"""Generate HLSL permutation entry files, DXC argument lists and a C++ table."""
import argparse
import itertools
import shlex
import subprocess
from pathlib import Path

import yaml

STAGE_PROFILE = {"vs": ("vs_6_6", "VSMain"), "ps": ("ps_6_6", "PSMain"), "cs": ("cs_6_6", "CSMain")}


def permutations(features, exclude):
    excluded = [set(e) for e in exclude]
    for r in range(len(features) + 1):
        for combo in itertools.combinations(features, r):
            if any(ex <= set(combo) for ex in excluded):
                continue
            yield tuple(sorted(combo))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("spec")
    ap.add_argument("--out", default="build/shaders")
    ap.add_argument("--compile", action="store_true")
    a = ap.parse_args()

    spec = yaml.safe_load(Path(a.spec).read_text())
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    name = spec["shader"]
    src = Path(spec["source"]).resolve()
    feats = spec["features"]

    table, commands = [], []
    for combo in permutations(feats, spec.get("exclude", [])):
        suffix = "_".join(combo) or "BASE"
        entry = out / f"{name}_{suffix}.hlsl"
        lines = [f"#define {f} 1" for f in combo] + [f'#include "{src.as_posix()}"']
        entry.write_text("\n".join(lines) + "\n")
        mask = sum(1 << feats.index(f) for f in combo)
        for stage in spec["stages"]:
            profile, fn = STAGE_PROFILE[stage]
            blob = out / f"{name}_{stage}_{suffix}.dxil"
            commands.append(["dxc", "-T", profile, "-E", fn, "-Fo", str(blob), str(entry)])
            table.append((mask, stage, blob.name))

    (out / "compile.txt").write_text("\n".join(shlex.join(c) for c in commands) + "\n")

    header = [f"// generated from {a.spec}", "#pragma once", "#include <cstdint>",
              f"struct {name.capitalize()}Permutation {{ uint32_t mask; const char* stage; const char* blob; }};",
              f"constexpr {name.capitalize()}Permutation k{name.capitalize()}Permutations[] = {{"]
    header += [f'    {{ {m}u, "{s}", "{b}" }},' for m, s, b in table]
    header.append("};")
    (out / f"{name}_permutations.h").write_text("\n".join(header) + "\n")
    print(f"{len(table)} permutations written to {out}")

    if a.compile:
        for cmd in commands:
            subprocess.run(cmd, check=True)


if __name__ == "__main__":
    main()
