class ApiError(Exception):
    def __init__(self, status: int, code: str | None, message: str):
        super().__init__(f"{status} {code or ''} {message}".strip())
        self.status = status
        self.code = code
        self.message = message

    @classmethod
    def from_response(cls, resp):
        try:
            body = resp.json()
        except ValueError:
            body = {}
        return cls(resp.status_code, body.get("code"), body.get("message") or resp.reason)
