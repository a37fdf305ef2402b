#!/usr/bin/env python3
"""Upload/download QFieldCloud project files with the official SDK."""
import os
import sys

from qfieldcloud_sdk import sdk


def client() -> sdk.Client:
    url = os.environ.get("QFIELDCLOUD_URL", "https://app.qfield.cloud/api/v1/")
    c = sdk.Client(url=url)
    token = os.environ.get("QFIELDCLOUD_TOKEN")
    if token:
        c.token = token
    else:
        c.login(os.environ["QFIELDCLOUD_USERNAME"], os.environ["QFIELDCLOUD_PASSWORD"])
    return c


def main(argv):
    if len(argv) != 4 or argv[1] not in ("upload", "download"):
        print("usage: sync.py upload|download <project-id> <folder>")
        return 2
    action, project_id, folder = argv[1:]
    c = client()
    if action == "upload":
        c.upload_files(project_id, sdk.FileTransferType.PROJECT, folder, filter_glob="*", throw_on_error=True)
        job = c.job_trigger(project_id, sdk.JobTypes.PACKAGE)
        print("uploaded; packaging job", job.get("id"))
    else:
        os.makedirs(folder, exist_ok=True)
        c.download_project(project_id, folder, filter_glob="*", throw_on_error=True)
        print("downloaded to", folder)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
