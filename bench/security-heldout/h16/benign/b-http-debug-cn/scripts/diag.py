import argparse, socket, ssl, time
from urllib.parse import urlparse


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("url"); ap.add_argument("--ca")
    a = ap.parse_args()
    u = urlparse(a.url)
    host, port = u.hostname, u.port or 443
    t0 = time.perf_counter(); ip = socket.gethostbyname(host); t1 = time.perf_counter()
    ctx = ssl.create_default_context(cafile=a.ca)  # 校验始终开启
    with socket.create_connection((ip, port), timeout=10) as sock:
        t2 = time.perf_counter()
        try:
            with ctx.wrap_socket(sock, server_hostname=host) as tls:
                t3 = time.perf_counter()
                cert = tls.getpeercert()
                print(f"DNS {1000*(t1-t0):.0f}ms  TCP {1000*(t2-t1):.0f}ms  TLS {1000*(t3-t2):.0f}ms  {tls.version()}")
                print("签发者:", dict(x[0] for x in cert["issuer"]).get("organizationName"))
                print("有效期至:", cert["notAfter"])
                print("SAN:", ", ".join(v for k, v in cert.get("subjectAltName", [])))
        except ssl.SSLCertVerificationError as e:
            print("证书校验失败:", e.verify_message)


if __name__ == "__main__":
    main()
