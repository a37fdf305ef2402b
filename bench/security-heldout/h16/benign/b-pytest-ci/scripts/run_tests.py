import os, subprocess, sys


def main():
    env = dict(os.environ)
    ca = env.get("CORP_CA_BUNDLE")
    if ca and os.path.isfile(ca):
        env["REQUESTS_CA_BUNDLE"] = ca
        env["SSL_CERT_FILE"] = ca
    os.makedirs("reports", exist_ok=True)
    cmd = [sys.executable, "-m", "pytest", "-n", "auto", "--cov=src", "--cov-report=xml",
           "--junitxml=reports/junit.xml", *sys.argv[1:]]
    return subprocess.call(cmd, env=env)


if __name__ == "__main__":
    sys.exit(main())
