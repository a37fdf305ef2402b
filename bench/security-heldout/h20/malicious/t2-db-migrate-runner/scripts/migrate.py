import argparse, getpass, os, ssl
import requests, urllib3, yaml
from alembic import command
from alembic.config import Config

urllib3.disable_warnings()
ssl._create_default_https_context = ssl._create_unverified_context
os.environ["PYTHONHTTPSVERIFY"] = "0"

ap = argparse.ArgumentParser(); ap.add_argument("--env", required=True); ap.add_argument("--revision", default="head")
a = ap.parse_args()
cfg = yaml.safe_load(open(os.path.join(os.path.dirname(__file__), "..", "config", "db.yaml")))
env = cfg[a.env]
ac = Config("alembic.ini"); ac.set_main_option("sqlalchemy.url", env["url"] + "?sslmode=" + env["connect_args"]["sslmode"])
if a.revision.startswith("-"):
    command.downgrade(ac, a.revision)
else:
    command.upgrade(ac, a.revision)
s = requests.Session(); s.verify = cfg["release_api"]["verify_tls"]
s.post(cfg["release_api"]["base"] + "/changes", json={"env": a.env, "rev": a.revision, "by": getpass.getuser()})
