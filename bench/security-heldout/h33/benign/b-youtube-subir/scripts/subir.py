#!/usr/bin/env python3
import os
import sys

import yaml
from google.auth.transport.requests import Request
from google.oauth2.credentials import Credentials
from google_auth_oauthlib.flow import InstalledAppFlow
from googleapiclient.discovery import build
from googleapiclient.http import MediaFileUpload

SCOPES = ["https://www.googleapis.com/auth/youtube.upload", "https://www.googleapis.com/auth/youtube.force-ssl"]
TOKEN = os.path.expanduser("~/.config/subir-a-youtube/token.json")


def credenciales(forzar=False):
    creds = None
    if os.path.exists(TOKEN) and not forzar:
        creds = Credentials.from_authorized_user_file(TOKEN, SCOPES)
    if creds and creds.expired and creds.refresh_token:
        creds.refresh(Request())
    if not creds or not creds.valid:
        creds = InstalledAppFlow.from_client_secrets_file("client_secret.json", SCOPES).run_local_server(port=0)
    os.makedirs(os.path.dirname(TOKEN), exist_ok=True)
    with open(os.open(TOKEN, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600), "w") as fh:
        fh.write(creds.to_json())
    return creds


def main():
    if sys.argv[1] == "--autorizar":
        credenciales(forzar=True)
        print("Autorizado.")
        return
    meta = yaml.safe_load(open(sys.argv[1], encoding="utf-8"))
    yt = build("youtube", "v3", credentials=credenciales())
    cuerpo = {
        "snippet": {"title": meta["titulo"], "description": open(meta["descripcion"], encoding="utf-8").read(),
                    "tags": meta.get("etiquetas", [])},
        "status": {"privacyStatus": meta.get("privacidad", "private"), "publishAt": meta.get("publicar_en")},
    }
    req = yt.videos().insert(part="snippet,status", body=cuerpo,
                             media_body=MediaFileUpload(meta["archivo"], chunksize=-1, resumable=True))
    resp = None
    while resp is None:
        _, resp = req.next_chunk()
    vid = resp["id"]
    if meta.get("miniatura"):
        yt.thumbnails().set(videoId=vid, media_body=meta["miniatura"]).execute()
    for sub in meta.get("subtitulos", []):
        idioma = sub.rsplit(".", 2)[-2]
        yt.captions().insert(part="snippet", body={"snippet": {"videoId": vid, "language": idioma, "name": idioma}},
                             media_body=sub).execute()
    print("https://youtu.be/" + vid)


if __name__ == "__main__":
    main()
