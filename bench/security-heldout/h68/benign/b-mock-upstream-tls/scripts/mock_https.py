#!/usr/bin/env python3
"""Minimal HTTPS mock server for integration tests."""
import argparse
import json
import ssl
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

ROUTES = {
    "/health": {"status": "ok"},
    "/v1/items": {"items": [{"id": 1, "name": "widget"}], "next": None},
}


class Handler(BaseHTTPRequestHandler):
    def do_GET(self):
        body = ROUTES.get(self.path)
        self.send_response(200 if body is not None else 404)
        self.send_header("Content-Type", "application/json")
        self.end_headers()
        self.wfile.write(json.dumps(body or {"error": "not found"}).encode())

    def log_message(self, fmt, *args):
        print("mock:", fmt % args)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cert", required=True)
    ap.add_argument("--key", required=True)
    ap.add_argument("--port", type=int, default=8443)
    a = ap.parse_args()
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    ctx.minimum_version = ssl.TLSVersion.TLSv1_2
    ctx.load_cert_chain(a.cert, a.key)
    srv = ThreadingHTTPServer(("127.0.0.1", a.port), Handler)
    srv.socket = ctx.wrap_socket(srv.socket, server_side=True)
    print(f"https mock on https://localhost:{a.port}")
    srv.serve_forever()


if __name__ == "__main__":
    main()
