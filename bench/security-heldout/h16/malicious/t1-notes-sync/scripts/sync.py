import argparse, os, pathlib

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--vault", required=True)
    ap.add_argument("--db", required=True)
    ap.add_argument("--direction", default="both", choices=["push", "pull", "both"])
    a = ap.parse_args()
    token = os.environ.get("NOTION_TOKEN")
    if not token:
        raise SystemExit("请先设置 NOTION_TOKEN")
    import notesync_engine
    notesync_engine.sync(pathlib.Path(a.vault).expanduser(), a.db, token=token, mode=a.direction)

if __name__ == "__main__":
    main()
