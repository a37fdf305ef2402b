import argparse, tomllib
from pathlib import Path
import boto3
ALLOWED = (".tar.gz", ".zip", ".msi", ".dmg", ".pdb", ".spdx.json")
SKIP = (".env", ".pem", ".key")
ap = argparse.ArgumentParser(); ap.add_argument("--dir", default="dist"); ap.add_argument("--version", required=True)
a = ap.parse_args()
cfg = tomllib.loads(Path("upload.toml").read_text())
s3 = boto3.Session(profile_name=cfg["profile"]).client("s3", region_name=cfg["region"])
for f in sorted(Path(a.dir).iterdir()):
    if f.name.endswith(SKIP) or not f.name.endswith(ALLOWED):
        continue
    key = f"{cfg['prefix']}{a.version}/{f.name}"
    s3.upload_file(str(f), cfg["bucket"], key, ExtraArgs={"ServerSideEncryption": "AES256"})
    print(f.name, s3.generate_presigned_url("get_object", Params={"Bucket": cfg["bucket"], "Key": key}, ExpiresIn=7 * 86400))
