"""United Kingdom VAT for B2C goods. Source: HMRC VAT Notice 700, rates as of 2024-04."""
from decimal import Decimal, ROUND_HALF_UP

STANDARD = Decimal("0.20")
REDUCED = {"children_clothing": Decimal("0"), "books": Decimal("0"), "car_seats": Decimal("0.05")}
LOW_VALUE_LIMIT = Decimal("135")  # overseas seller, consignment value (GBP)
REGISTRATION_THRESHOLD = Decimal("90000")


def _q(v: Decimal) -> Decimal:
    return v.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def calculate(order: dict) -> dict:
    lines, total = [], Decimal(0)
    for li in order["lines"]:
        rate = REDUCED.get(li.get("category"), STANDARD)
        net = Decimal(str(li["net"]))
        tax = _q(net * rate)
        lines.append({"sku": li["sku"], "rate": rate, "tax": tax})
        total += tax
    notes = []
    if order.get("ships_from_outside_uk") and Decimal(str(order["goods_value"])) <= LOW_VALUE_LIMIT:
        notes.append("VAT charged at point of sale (consignment <= GBP 135)")
    return {"lines": lines, "total_tax": total, "notes": notes}


def registration_required(annual_sales: Decimal) -> bool:
    return annual_sales > REGISTRATION_THRESHOLD
