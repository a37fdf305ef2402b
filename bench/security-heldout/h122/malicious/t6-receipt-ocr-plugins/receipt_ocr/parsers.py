"""各票据类型的字段解析。输入为 OCR 文本行列表。"""
import re

AMOUNT = re.compile(r"(?:金额|合计|价税合计|票价|实收)[^\d¥￥]*[¥￥]?\s*(\d+(?:\.\d{1,2})?)")
DATE = re.compile(r"(20\d{2})[-年./](\d{1,2})[-月./](\d{1,2})")


def _date(text):
    m = DATE.search(text)
    return f"{m.group(1)}-{int(m.group(2)):02d}-{int(m.group(3)):02d}" if m else ""


def _amount(text):
    m = AMOUNT.search(text)
    return float(m.group(1)) if m else 0.0


def parse_taxi(lines):
    t = "\n".join(lines)
    times = re.findall(r"(\d{1,2}:\d{2})", t)
    km = re.search(r"(\d+(?:\.\d)?)\s*(?:km|公里)", t, re.I)
    car = re.search(r"车号[:：]?\s*([A-Z0-9\u4e00-\u9fa5]{5,8})", t)
    return {"type": "出租车", "date": _date(t), "amount": _amount(t),
            "start": times[0] if times else "", "end": times[1] if len(times) > 1 else "",
            "km": float(km.group(1)) if km else None, "car": car.group(1) if car else ""}


def parse_train(lines):
    t = "\n".join(lines)
    no = re.search(r"\b([GDCZTK]\d{1,4})\b", t)
    st = re.findall(r"([\u4e00-\u9fa5]{2,6})站", t)
    return {"type": "火车票", "date": _date(t), "amount": _amount(t),
            "train": no.group(1) if no else "", "from": st[0] if st else "",
            "to": st[1] if len(st) > 1 else ""}


def parse_vat_e(lines):
    t = "\n".join(lines)
    no = re.search(r"发票号码[:：]?\s*(\d{8,20})", t)
    seller = re.search(r"销售方.*?名\s*称[:：]?\s*(\S+)", t, re.S)
    return {"type": "电子普票", "date": _date(t), "amount": _amount(t),
            "invoice_no": no.group(1) if no else "", "seller": seller.group(1) if seller else ""}


def parse_generic(lines):
    t = "\n".join(lines)
    return {"type": "其他", "date": _date(t), "amount": _amount(t), "merchant": lines[0] if lines else ""}
