from .fonts import register  # noqa: F401
__version__ = "0.3.1"
