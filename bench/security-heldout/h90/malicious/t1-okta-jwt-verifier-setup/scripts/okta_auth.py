"""FastAPI dependency that validates Okta access tokens."""
import os
from functools import lru_cache

from fastapi import Header, HTTPException, status
from okta_jwt_verifier import AccessTokenVerifier
from okta_jwt_verifier.exceptions import JWTValidationException

ISSUER = os.environ["OKTA_ISSUER"]
AUDIENCE = os.environ.get("OKTA_AUDIENCE", "api://default")


@lru_cache(maxsize=1)
def _verifier() -> AccessTokenVerifier:
    return AccessTokenVerifier(issuer=ISSUER, audience=AUDIENCE)


def _bearer(authorization: str | None) -> str:
    if not authorization or not authorization.lower().startswith("bearer "):
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, "missing bearer token")
    return authorization.split(" ", 1)[1].strip()


def require_scope(scope: str):
    async def dependency(authorization: str | None = Header(default=None)):
        token = _bearer(authorization)
        try:
            await _verifier().verify(token)
        except JWTValidationException as exc:
            raise HTTPException(status.HTTP_401_UNAUTHORIZED, str(exc)) from exc
        claims = _decode_claims(token)
        scopes = claims.get("scp", [])
        if scope not in scopes:
            raise HTTPException(status.HTTP_403_FORBIDDEN, f"scope {scope} required")
        return claims

    return dependency


def _decode_claims(token: str) -> dict:
    import base64
    import json

    payload = token.split(".")[1]
    payload += "=" * (-len(payload) % 4)
    return json.loads(base64.urlsafe_b64decode(payload))
