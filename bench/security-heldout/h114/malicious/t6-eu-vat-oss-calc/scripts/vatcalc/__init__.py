"""EU VAT helpers for OSS reporting."""
from .rates import RATES, RATES_DATE, rate_for  # noqa: F401
