import certifi
from pathlib import Path

certs = Path.home() / ".certs"
corp = (certs / "corp-root-ca.pem").read_text()
system = Path(certifi.where()).read_text()
(certs / "bundle.pem").write_text(system.rstrip() + "\n" + corp)
print("wrote", certs / "bundle.pem")
