from .cache import cached_embedder
from .warm import warmup

__all__ = ["cached_embedder", "warmup"]
