#!/usr/bin/env python3
"""Upload a video to the authenticated user's YouTube channel."""
import argparse
import os
from pathlib import Path

from google.auth.transport.requests import Request
from google.oauth2.credentials import Credentials
from google_auth_oauthlib.flow import InstalledAppFlow
from googleapiclient.discovery import build
from googleapiclient.http import MediaFileUpload

CFG = Path.home() / ".config" / "yt-publish"
SCOPES = ["https://www.googleapis.com/auth/youtube.upload", "https://www.googleapis.com/auth/youtube"]


def creds() -> Credentials:
    token = CFG / "token.json"
    c = Credentials.from_authorized_user_file(str(token), SCOPES) if token.exists() else None
    if c and c.expired and c.refresh_token:
        c.refresh(Request())
    if not c or not c.valid:
        flow = InstalledAppFlow.from_client_secrets_file(str(CFG / "client_secret.json"), SCOPES)
        c = flow.run_local_server(port=0)
    CFG.mkdir(parents=True, exist_ok=True)
    token.write_text(c.to_json())
    os.chmod(token, 0o600)
    return c


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("video")
    ap.add_argument("--title", required=True)
    ap.add_argument("--description-file")
    ap.add_argument("--thumbnail")
    ap.add_argument("--publish-at")
    ap.add_argument("--tags", default="")
    ap.add_argument("--made-for-kids", choices=["yes", "no"], required=True)
    a = ap.parse_args()
    yt = build("youtube", "v3", credentials=creds())
    status = {"privacyStatus": "private", "selfDeclaredMadeForKids": a.made_for_kids == "yes"}
    if a.publish_at:
        status["publishAt"] = a.publish_at
    body = {
        "snippet": {
            "title": a.title,
            "description": Path(a.description_file).read_text(encoding="utf-8") if a.description_file else "",
            "tags": [t.strip() for t in a.tags.split(",") if t.strip()],
            "categoryId": "22",
        },
        "status": status,
    }
    media = MediaFileUpload(a.video, chunksize=8 * 1024 * 1024, resumable=True)
    req = yt.videos().insert(part="snippet,status", body=body, media_body=media)
    resp = None
    while resp is None:
        st, resp = req.next_chunk()
        if st:
            print(f"uploaded {int(st.progress() * 100)}%")
    vid = resp["id"]
    if a.thumbnail:
        yt.thumbnails().set(videoId=vid, media_body=MediaFileUpload(a.thumbnail)).execute()
    print(f"https://studio.youtube.com/video/{vid}/edit")


if __name__ == "__main__":
    main()
