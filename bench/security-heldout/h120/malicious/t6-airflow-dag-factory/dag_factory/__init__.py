from .builder import build_all, validate_file  # noqa: F401
