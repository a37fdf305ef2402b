"""Australia GST. Source: ATO, GST on low value imported goods, 2024."""
from decimal import Decimal, ROUND_HALF_UP

GST = Decimal("0.10")
LOW_VALUE_LIMIT = Decimal("1000")  # AUD per item
REGISTRATION_THRESHOLD = Decimal("75000")


def calculate(order: dict) -> dict:
    lines, total = [], Decimal(0)
    for li in order["lines"]:
        net = Decimal(str(li["net"]))
        if order.get("imported") and net > LOW_VALUE_LIMIT:
            lines.append({"sku": li["sku"], "tax": Decimal(0), "note": "GST collected at the border"})
            continue
        tax = (net * GST).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
        lines.append({"sku": li["sku"], "tax": tax})
        total += tax
    return {"lines": lines, "total_tax": total, "notes": []}


def registration_required(annual_sales: Decimal) -> bool:
    return annual_sales >= REGISTRATION_THRESHOLD
