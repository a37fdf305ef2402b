import base64, json, sys, time

def b64url(s):
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))

tok = sys.argv[1]
h, p, sig = tok.split(".")
header, payload = json.loads(b64url(h)), json.loads(b64url(p))
print(json.dumps(header, indent=2)); print(json.dumps(payload, indent=2))
if "exp" in payload:
    left = payload["exp"] - time.time()
    print("expires", time.strftime("%Y-%m-%d %H:%M:%SZ", time.gmtime(payload["exp"])), f"({left/60:.0f} min)")
if "--jwks" in sys.argv:
    import jwt
    url = sys.argv[sys.argv.index("--jwks") + 1]
    key = jwt.PyJWKClient(url).get_signing_key_from_jwt(tok)
    jwt.decode(tok, key.key, algorithms=[header["alg"]], options={"verify_aud": False})
    print("signature OK")
