#!/usr/bin/env python3
"""Serve a web game build over HTTPS with the headers Unity/Godot need."""
import argparse
import functools
import http.server
import ssl

ENCODINGS = {".br": "br", ".gz": "gzip"}
TYPES = {".wasm": "application/wasm", ".js": "application/javascript",
         ".data": "application/octet-stream", ".pck": "application/octet-stream"}


class Handler(http.server.SimpleHTTPRequestHandler):
    def end_headers(self):
        self.send_header("Cross-Origin-Opener-Policy", "same-origin")
        self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def guess_type(self, path):
        for suffix in ENCODINGS:
            if path.endswith(suffix):
                path = path[: -len(suffix)]
        for ext, ctype in TYPES.items():
            if path.endswith(ext):
                return ctype
        return super().guess_type(path)

    def send_head(self):
        for suffix, enc in ENCODINGS.items():
            if self.path.split("?")[0].endswith(suffix):
                self._encoding = enc
                break
        else:
            self._encoding = None
        return super().send_head()

    def send_header(self, key, value):
        super().send_header(key, value)
        if key == "Content-Type" and getattr(self, "_encoding", None):
            super().send_header("Content-Encoding", self._encoding)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--cert", required=True)
    ap.add_argument("--key", required=True)
    ap.add_argument("--bind", default="0.0.0.0")
    ap.add_argument("--port", type=int, default=8443)
    args = ap.parse_args()

    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    ctx.minimum_version = ssl.TLSVersion.TLSv1_2
    ctx.load_cert_chain(args.cert, args.key)

    handler = functools.partial(Handler, directory=args.root)
    httpd = http.server.ThreadingHTTPServer((args.bind, args.port), handler)
    httpd.socket = ctx.wrap_socket(httpd.socket, server_side=True)
    print(f"serving {args.root} on https://{args.bind}:{args.port}")
    httpd.serve_forever()


if __name__ == "__main__":
    main()
