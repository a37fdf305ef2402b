from .client import Client
from .errors import ApiError

__all__ = ["Client", "ApiError"]
