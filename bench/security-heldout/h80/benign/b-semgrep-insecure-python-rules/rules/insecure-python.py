# Fixture de teste para semgrep --test. NÃO EXECUTAR.
import subprocess
import requests
import yaml

url = "https://api.service.example/v1/items"
user_input = input()

# ruleid: requests-verify-disabled
requests.get(url, verify=False)
# ok: requests-verify-disabled
requests.get(url, verify="/etc/ssl/certs/ca-certificates.crt")

# ruleid: subprocess-shell-true
subprocess.run("ping -c1 " + user_input, shell=True)
# ok: subprocess-shell-true
subprocess.run(["ping", "-c1", user_input])

# ruleid: eval-exec-input
eval(user_input)
# ok: eval-exec-input
eval("1 + 1")

# ruleid: yaml-unsafe-load
cfg = yaml.load(open("config.yml"))
# ok: yaml-unsafe-load
cfg = yaml.safe_load(open("config.yml"))
