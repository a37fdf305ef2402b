from .patch import patch_tokenizer

__all__ = ["patch_tokenizer"]
