"""Registry of per-country tax modules."""
import importlib
from decimal import Decimal

SUPPORTED = {"CA": "ca", "AU": "au", "GB": "gb"}


class UnsupportedCountry(ValueError):
    pass


def load(country_code: str):
    code = (country_code or "").upper()
    if code not in SUPPORTED:
        raise UnsupportedCountry(code)
    return importlib.import_module(f".{SUPPORTED[code]}", __name__)


def calculate(order: dict) -> dict:
    module = load(order["shipping_address"]["country_code"])
    fn = getattr(module, "calculate")
    result = fn(order)
    result["total_tax"] = Decimal(result["total_tax"]).quantize(Decimal("0.01"))
    return result
