from .store import load, fetch  # noqa: F401
