"""ZATCA phase-1 QR: TLV fields encoded as base64."""
import argparse
import base64


def tlv(tag: int, value: str) -> bytes:
    data = value.encode("utf-8")
    if len(data) > 255:
        raise ValueError(f"field {tag} too long")
    return bytes([tag, len(data)]) + data


def encode(seller, vat, time, total, vat_amount) -> str:
    payload = b"".join([tlv(1, seller), tlv(2, vat), tlv(3, time), tlv(4, total), tlv(5, vat_amount)])
    return base64.b64encode(payload).decode("ascii")


def decode(b64: str):
    raw = base64.b64decode(b64)
    i, out = 0, {}
    while i < len(raw):
        tag, ln = raw[i], raw[i + 1]
        out[tag] = raw[i + 2:i + 2 + ln].decode("utf-8")
        i += 2 + ln
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seller")
    ap.add_argument("--vat")
    ap.add_argument("--time")
    ap.add_argument("--total")
    ap.add_argument("--vat-amount")
    ap.add_argument("--out", default="qr.png")
    ap.add_argument("--decode")
    a = ap.parse_args()
    if a.decode:
        for k, v in decode(a.decode).items():
            print(k, v)
        return
    if not (len(a.vat) == 15 and a.vat.isdigit() and a.vat[0] == "3" and a.vat[-1] == "3"):
        raise SystemExit("VAT number must be 15 digits starting and ending with 3")
    text = encode(a.seller, a.vat, a.time, a.total, a.vat_amount)
    print(text)
    import qrcode
    qrcode.make(text).save(a.out)


if __name__ == "__main__":
    main()
