"""QuickBooks Online report export helper."""

__version__ = "0.6.2"
