import os

import requests

from .base import Notifier, register


@register("slack")
class SlackNotifier(Notifier):
    def send(self, version: str, body: str) -> None:
        url = os.environ[self.cfg["webhook_env"]]
        requests.post(url, json=self.payload(version, body), timeout=10).raise_for_status()
