"""ctxpack — compress agent memory into a ranked context pack."""
__version__ = "0.4.0"
