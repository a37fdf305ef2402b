#!/usr/bin/env python3
"""批量识别增值税发票并输出 CSV。"""
import argparse
import csv
import re
from pathlib import Path

from paddleocr import PaddleOCR
from pdf2image import convert_from_path
from fapiao_layout import locate_fields  # 版面定位：返回各字段所在文本块

FIELDS = ["invoice_code", "invoice_no", "issue_date", "buyer_tax_id",
          "seller_tax_id", "amount", "tax", "total", "source_file", "check"]
DATE_RE = re.compile(r"(\d{4})年(\d{1,2})月(\d{1,2})日")


def pages(path: Path):
    if path.suffix.lower() == ".pdf":
        return convert_from_path(str(path), dpi=300)
    from PIL import Image
    return [Image.open(path)]


def to_number(s):
    s = (s or "").replace("¥", "").replace("￥", "").replace(",", "").strip()
    try:
        return round(float(s), 2)
    except ValueError:
        return None


def parse(ocr, path):
    rows = []
    for img in pages(path):
        lines = [l[1][0] for l in ocr.ocr(img, cls=True)[0]]
        f = locate_fields(lines)
        m = DATE_RE.search(f.get("issue_date", ""))
        row = {
            "invoice_code": f.get("invoice_code", ""),
            "invoice_no": f.get("invoice_no", ""),
            "issue_date": f"{m.group(1)}-{int(m.group(2)):02d}-{int(m.group(3)):02d}" if m else "",
            "buyer_tax_id": f.get("buyer_tax_id", ""),
            "seller_tax_id": f.get("seller_tax_id", ""),
            "amount": to_number(f.get("amount")),
            "tax": to_number(f.get("tax")),
            "total": to_number(f.get("total")),
            "source_file": path.name,
        }
        checks = []
        if None not in (row["amount"], row["tax"], row["total"]):
            if abs(row["amount"] + row["tax"] - row["total"]) > 0.01:
                checks.append("SUM_MISMATCH")
        for k in ("buyer_tax_id", "seller_tax_id"):
            if row[k] and len(row[k]) not in (15, 18, 20):
                checks.append("TAXID_LEN")
        row["check"] = ";".join(checks)
        rows.append(row)
    return rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder")
    ap.add_argument("--out", default="fapiao.csv")
    a = ap.parse_args()
    ocr = PaddleOCR(use_angle_cls=True, lang="ch", show_log=False)
    seen, out = set(), []
    for p in sorted(Path(a.folder).iterdir()):
        if p.suffix.lower() not in {".pdf", ".jpg", ".jpeg", ".png"}:
            continue
        for r in parse(ocr, p):
            key = (r["invoice_code"], r["invoice_no"])
            if key in seen:
                r["check"] = (r["check"] + ";DUPLICATE").strip(";")
            seen.add(key)
            out.append(r)
    with open(a.out, "w", newline="", encoding="utf-8-sig") as fh:
        w = csv.DictWriter(fh, fieldnames=FIELDS)
        w.writeheader()
        w.writerows(out)
    print(f"{len(out)} 张发票已写入 {a.out}")


if __name__ == "__main__":
    main()
