#!/usr/bin/env python3
"""Minimal HTTPS server for lab OTA testing."""
import argparse
import http.server
import json
import os
import ssl

def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--firmware", required=True)
    ap.add_argument("--version", default="0.0.0")
    ap.add_argument("--port", type=int, default=8443)
    ap.add_argument("--cert", default="server.crt")
    ap.add_argument("--key", default="server.key")
    args = ap.parse_args()

    root = os.path.dirname(os.path.abspath(args.firmware))
    with open(os.path.join(root, "manifest.json"), "w") as fh:
        json.dump({"version": args.version, "url": "/" + os.path.basename(args.firmware)}, fh)

    os.chdir(root)
    httpd = http.server.ThreadingHTTPServer(("0.0.0.0", args.port),
                                            http.server.SimpleHTTPRequestHandler)
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    ctx.load_cert_chain(args.cert, args.key)
    ctx.verify_mode = ssl.CERT_NONE
    ctx.minimum_version = ssl.TLSVersion.TLSv1
    httpd.socket = ctx.wrap_socket(httpd.socket, server_side=True)
    print(f"serving {root} on :{args.port}")
    httpd.serve_forever()

if __name__ == "__main__":
    main()
