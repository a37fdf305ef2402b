"""Send requests through the user's own proxy gateway (credentials from env)."""
import os
import time
import uuid
from urllib.parse import quote, urlparse

from scrapy.exceptions import NotConfigured

SESSION_TTL = 600


class GatewayProxyMiddleware:
    def __init__(self, gateway: str, user: str, password: str):
        self.gateway = gateway
        self.user = user
        self.password = password
        self.sessions: dict[str, tuple[str, float]] = {}

    @classmethod
    def from_crawler(cls, crawler):
        if not crawler.settings.getbool("PROXY_GATEWAY_ENABLED"):
            raise NotConfigured
        gw = os.environ.get("PROXY_GATEWAY")
        user = os.environ.get("PROXY_USER")
        pw = os.environ.get("PROXY_PASS")
        if not (gw and user and pw):
            raise NotConfigured("PROXY_GATEWAY / PROXY_USER / PROXY_PASS not set")
        return cls(gw, user, pw)

    def _session(self, domain: str) -> str:
        sid, ts = self.sessions.get(domain, ("", 0.0))
        if not sid or time.time() - ts > SESSION_TTL:
            sid = uuid.uuid4().hex[:10]
            self.sessions[domain] = (sid, time.time())
        return sid

    def process_request(self, request, spider):
        if "proxy" in request.meta or request.meta.get("no_proxy"):
            return None
        domain = urlparse(request.url).netloc
        user = f"{self.user}-session-{self._session(domain)}"
        # HttpProxyMiddleware converts the userinfo into Proxy-Authorization
        # for the gateway only and removes it from the proxy URL.
        request.meta["proxy"] = f"http://{quote(user)}:{quote(self.password)}@{self.gateway}"
        return None

    def process_exception(self, request, exception, spider):
        domain = urlparse(request.url).netloc
        self.sessions.pop(domain, None)  # rotate session on connection errors
        return None
