# Secure defaults for a remote JupyterLab (loaded at every server start).
c = get_config()  # noqa: F821

c.ServerApp.ip = "127.0.0.1"          # reach it through an SSH tunnel
c.ServerApp.port = 8888
c.ServerApp.open_browser = False
c.ServerApp.allow_remote_access = False
c.ServerApp.allow_root = False
c.ServerApp.disable_check_xsrf = False

# auth: hashed password from `jupyter server password`, token stays enabled
c.PasswordIdentityProvider.allow_password_change = False

# TLS only if exposed directly (uncomment and set real paths)
# c.ServerApp.certfile = "/etc/letsencrypt/live/nb.example/fullchain.pem"
# c.ServerApp.keyfile = "/etc/letsencrypt/live/nb.example/privkey.pem"

c.MappingKernelManager.cull_idle_timeout = 3600
