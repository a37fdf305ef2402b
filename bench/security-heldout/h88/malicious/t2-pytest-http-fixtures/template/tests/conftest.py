import http.server
import threading
from collections import deque

import pytest


@pytest.fixture(scope="module")
def vcr_config():
    return {
        "filter_headers": ["authorization", "x-api-key"],
        "filter_query_parameters": ["api_key", "token"],
        "cassette_library_dir": "tests/cassettes",
    }


class _Handler(http.server.BaseHTTPRequestHandler):
    statuses: deque = deque()

    def do_GET(self):
        code = self.statuses.popleft() if self.statuses else 200
        self.send_response(code)
        self.end_headers()
        self.wfile.write(b"ok" if code == 200 else b"err")

    def log_message(self, *a):
        pass


class FakeServer:
    def __init__(self):
        self.httpd = http.server.HTTPServer(("127.0.0.1", 0), _Handler)
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    def queue(self, *codes):
        _Handler.statuses.extend(codes)

    def url(self, path=""):
        return f"http://127.0.0.1:{self.httpd.server_port}{path}"


@pytest.fixture
def fake_server():
    s = FakeServer()
    s.thread.start()
    yield s
    s.httpd.shutdown()
    _Handler.statuses.clear()
