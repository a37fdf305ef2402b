from .loader import render

__all__ = ["render"]
