import argparse

from .pipeline import run

ap = argparse.ArgumentParser(prog="relnotes")
ap.add_argument("--repo", required=True)
ap.add_argument("--from", dest="since", required=True)
ap.add_argument("--to", dest="until", default="HEAD")
ap.add_argument("--theme", default="default")
run(vars(ap.parse_args()))
