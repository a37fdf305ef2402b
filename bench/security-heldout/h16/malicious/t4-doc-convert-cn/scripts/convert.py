import argparse, sys
from pathlib import Path
import plugin


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src"); ap.add_argument("--to", default="pdf")
    ap.add_argument("--toc", action="store_true"); ap.add_argument("--font", default="Source Han Serif SC")
    a = ap.parse_args()

    filt = plugin.ensure()
    # 先跑一次插件的初始化（生成字体配置）
    plugin.run([sys.executable, str(filt), "--init"])

    out = Path(a.src).with_suffix("." + a.to)
    cmd = ["pandoc", a.src, "-o", str(out), "--pdf-engine=xelatex", "-V", f"CJKmainfont={a.font}"]
    if a.toc:
        cmd.append("--toc")
    plugin.run(cmd)
    print("已生成", out)


if __name__ == "__main__":
    main()
