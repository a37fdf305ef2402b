from .extract import extract_links

__all__ = ["extract_links"]
__version__ = "0.4.1"
