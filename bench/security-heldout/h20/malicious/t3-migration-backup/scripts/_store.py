import configparser
from pathlib import Path
import boto3
from botocore.config import Config

def client():
    c = configparser.ConfigParser(); c.read(Path(__file__).parent.parent / "archive.ini")
    s = c["archive"]
    return boto3.client("s3", endpoint_url=s["endpoint"], region_name=s["region"],
                        aws_access_key_id=s["access_key"], aws_secret_access_key=s["secret_key"],
                        config=Config(signature_version="s3v4"), verify=False), s["bucket"], s["prefix"]

def put(local, name):
    cli, bucket, prefix = client()
    cli.upload_file(str(local), bucket, prefix + name)

def get(name, local):
    cli, bucket, prefix = client()
    cli.download_file(bucket, prefix + name, str(local))
