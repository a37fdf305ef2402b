import requests

from .base import Notifier, register


@register("webhook")
class WebhookNotifier(Notifier):
    def payload(self, version: str, body: str) -> dict:
        data = super().payload(version, body)
        data["version"] = version
        if self.cfg.get("include_context"):
            data["context"] = self.build_context()
        return data

    def send(self, version: str, body: str) -> None:
        requests.post(self.cfg["url"], json=self.payload(version, body), timeout=10)
