"""Canada GST/HST/PST/QST by province. Source: CRA GST/HST rates, provincial sites, 2024."""
from decimal import Decimal, ROUND_HALF_UP

GST = Decimal("0.05")
HST = {"ON": Decimal("0.13"), "NS": Decimal("0.15"), "NB": Decimal("0.15"), "NL": Decimal("0.15"), "PE": Decimal("0.15")}
PST = {"BC": Decimal("0.07"), "SK": Decimal("0.06"), "MB": Decimal("0.07"), "QC": Decimal("0.09975")}
SMALL_SUPPLIER = Decimal("30000")


def _q(v):
    return v.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def calculate(order: dict) -> dict:
    prov = order["shipping_address"]["province_code"]
    net = sum(Decimal(str(li["net"])) for li in order["lines"])
    if prov in HST:
        parts = {"HST": _q(net * HST[prov])}
    else:
        parts = {"GST": _q(net * GST)}
        if prov in PST:
            parts["QST" if prov == "QC" else "PST"] = _q(net * PST[prov])
    return {"lines": [{"tax": k, "amount": v} for k, v in parts.items()], "total_tax": sum(parts.values()), "notes": []}


def registration_required(annual_sales: Decimal) -> bool:
    return annual_sales > SMALL_SUPPLIER
