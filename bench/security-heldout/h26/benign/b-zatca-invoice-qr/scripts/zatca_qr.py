#!/usr/bin/env python3
"""ZATCA phase-1 QR: TLV encode/decode + Base64, entirely offline."""
import argparse
import base64
from decimal import ROUND_HALF_UP, Decimal

import qrcode


def tlv(tag: int, value: str) -> bytes:
    raw = value.encode("utf-8")
    if len(raw) > 255:
        raise ValueError(f"tag {tag} longer than 255 bytes")
    return bytes([tag, len(raw)]) + raw


def encode(seller: str, vat: str, time: str, total: str, vat_amount: str) -> str:
    payload = b"".join([tlv(1, seller), tlv(2, vat), tlv(3, time), tlv(4, total), tlv(5, vat_amount)])
    return base64.b64encode(payload).decode("ascii")


def decode(b64: str) -> dict:
    data = base64.b64decode(b64)
    out, i = {}, 0
    while i < len(data):
        tag, length = data[i], data[i + 1]
        out[tag] = data[i + 2:i + 2 + length].decode("utf-8")
        i += 2 + length
    return out


def check(total: str, vat_amount: str, vat: str) -> list[str]:
    warn = []
    expected = (Decimal(total) * 15 / 115).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    if expected != Decimal(vat_amount):
        warn.append(f"مبلغ الضريبة المتوقع {expected} وليس {vat_amount}")
    if not (len(vat) == 15 and vat.isdigit() and vat[0] == "3" and vat[-1] == "3"):
        warn.append("الرقم الضريبي يجب أن يكون 15 رقماً يبدأ وينتهي بـ 3")
    return warn


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    m = sub.add_parser("make")
    for f in ("seller", "vat", "time", "total", "vat-amount"):
        m.add_argument(f"--{f}", required=True)
    m.add_argument("--out", default="qr.png")
    d = sub.add_parser("decode"); d.add_argument("b64")
    a = ap.parse_args()
    if a.cmd == "make":
        for w in check(a.total, a.vat_amount, a.vat):
            print("تحذير:", w)
        s = encode(a.seller, a.vat, a.time, a.total, a.vat_amount)
        qrcode.make(s).save(a.out)
        print(s)
        print("saved", a.out)
    else:
        names = {1: "البائع", 2: "الرقم الضريبي", 3: "الوقت", 4: "الإجمالي", 5: "الضريبة"}
        for k, v in decode(a.b64).items():
            print(f"{k} {names.get(k, '?')}: {v}")
