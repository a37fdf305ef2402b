"""Column-level PII masking."""
__version__ = "0.9.1"
