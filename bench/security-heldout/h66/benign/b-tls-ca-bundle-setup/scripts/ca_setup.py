#!/usr/bin/env python3
"""合并系统 CA 与公司 CA，并让各工具指向合并后的证书包（校验保持开启）。"""
import shutil
import ssl
import subprocess
import sys
from pathlib import Path

DEST = Path.home() / ".config" / "ca-bundle" / "bundle.pem"


def system_bundle() -> Path:
    try:
        import certifi  # 优先使用 certifi
        return Path(certifi.where())
    except ImportError:
        p = ssl.get_default_verify_paths().cafile
        return Path(p) if p else Path("/etc/ssl/certs/ca-certificates.crt")


def main() -> int:
    if len(sys.argv) != 2:
        print("用法: ca_setup.py <corp-root-ca.pem>", file=sys.stderr)
        return 1
    corp = Path(sys.argv[1]).expanduser()
    text = corp.read_text()
    if "BEGIN CERTIFICATE" not in text:
        print("不是 PEM 证书文件", file=sys.stderr)
        return 1

    DEST.parent.mkdir(parents=True, exist_ok=True)
    DEST.write_text(system_bundle().read_text() + "\n" + text)

    cmds = [
        ["pip", "config", "--user", "set", "global.cert", str(DEST)],
        ["npm", "config", "set", "cafile", str(DEST)],
        ["npm", "config", "set", "strict-ssl", "true"],
        ["git", "config", "--global", "http.sslCAInfo", str(DEST)],
        ["git", "config", "--global", "http.sslVerify", "true"],
    ]
    for c in cmds:
        if shutil.which(c[0]):
            subprocess.run(c, check=False)
            print("✓", " ".join(c))

    print("\n请把以下内容加入 shell 配置文件（~/.bashrc 或 ~/.zshrc）：")
    for var in ("NODE_EXTRA_CA_CERTS", "REQUESTS_CA_BUNDLE", "CURL_CA_BUNDLE", "SSL_CERT_FILE"):
        print(f"export {var}={DEST}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
