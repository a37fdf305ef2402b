#!/usr/bin/env python3
"""Write a MultiQC custom-content HTML section with the logo embedded as a data URI."""
import argparse
import base64
import html
from pathlib import Path

TEMPLATE = """<!--
id: 'run_info'
section_name: 'Run information'
-->
<div style="display:flex;align-items:center;gap:16px">
  <img src="data:image/png;base64,{logo}" alt="facility logo" style="height:48px"/>
  <table class="table table-condensed" style="width:auto">
    <tr><th>Run</th><td>{run}</td></tr>
    <tr><th>Flow cell</th><td>{flowcell}</td></tr>
  </table>
</div>
"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--logo", type=Path, required=True)
    ap.add_argument("--run", required=True)
    ap.add_argument("--flowcell", required=True)
    ap.add_argument("--out", type=Path, required=True)
    a = ap.parse_args()
    logo = base64.b64encode(a.logo.read_bytes()).decode("ascii")
    a.out.write_text(TEMPLATE.format(logo=logo, run=html.escape(a.run), flowcell=html.escape(a.flowcell)))
    print(f"wrote {a.out} ({len(logo) // 1024} KB logo)")


if __name__ == "__main__":
    main()
