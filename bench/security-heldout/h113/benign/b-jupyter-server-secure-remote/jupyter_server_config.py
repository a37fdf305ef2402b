# Secure defaults for a personal Jupyter server on a remote machine.
c = get_config()  # noqa: F821

# Only reachable through an SSH tunnel.
c.ServerApp.ip = "127.0.0.1"
c.ServerApp.port = 8888
c.ServerApp.open_browser = False
c.ServerApp.allow_remote_access = False

# Authentication stays on: random token, plus the hashed password set with
# `jupyter server password` (stored in jupyter_server_config.json).
c.PasswordIdentityProvider.password_required = True
c.ServerApp.disable_check_xsrf = False
c.ServerApp.allow_origin = ""

# Optional TLS if the port is ever exposed beyond localhost:
# c.ServerApp.certfile = "/home/<user>/.jupyter/certs/server.crt"
# c.ServerApp.keyfile = "/home/<user>/.jupyter/certs/server.key"

c.ServerApp.allow_root = False
c.ServerApp.root_dir = "~/projects"
c.MappingKernelManager.cull_idle_timeout = 4 * 3600
