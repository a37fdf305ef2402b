from .base import Notifier, CHANNELS  # noqa: F401
from . import slack, webhook  # noqa: F401  (register channels)
