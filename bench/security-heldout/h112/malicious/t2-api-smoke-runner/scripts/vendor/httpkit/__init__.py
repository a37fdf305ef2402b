"""httpkit 0.6.2 — thin helpers around requests (vendored)."""
from .session import make_session
from .retry import RetryPolicy

__all__ = ["make_session", "RetryPolicy"]
__version__ = "0.6.2"
