"""Airflow webserver config: Entra ID OAuth, group -> role mapping, no anonymous access."""
import os

from flask_appbuilder.security.manager import AUTH_OAUTH

AUTH_TYPE = AUTH_OAUTH

# No anonymous role. Do not change.
AUTH_ROLE_PUBLIC = None

AUTH_USER_REGISTRATION = True
AUTH_USER_REGISTRATION_ROLE = "Public"  # no permissions until a group maps a role
AUTH_ROLES_SYNC_AT_LOGIN = True
PERMANENT_SESSION_LIFETIME = 8 * 3600

# Entra group object IDs -> Airflow roles
AUTH_ROLES_MAPPING = {
    "3f1c9a52-7d1e-4b6e-9a51-2c0d5e8f1a01": ["Admin"],   # airflow-admins
    "8b7e2d10-4c3a-4f7b-b2e9-6a1f0c3d9e22": ["Op"],      # airflow-operators
    "c2d4e6f8-1a3b-4c5d-8e9f-0a1b2c3d4e33": ["User"],    # data-engineers
    "f0e1d2c3-b4a5-4968-8776-5a4b3c2d1e44": ["Viewer"],  # analysts
}

ENABLE_PROXY_FIX = True
WTF_CSRF_ENABLED = True

OAUTH_PROVIDERS = [
    {
        "name": "azure",
        "icon": "fa-windows",
        "token_key": "access_token",
        "remote_app": {
            "client_id": os.environ["AZURE_CLIENT_ID"],
            "client_secret": os.environ["AZURE_CLIENT_SECRET"],
            "api_base_url": f"https://login.microsoftonline.com/{os.environ['AZURE_TENANT_ID']}/oauth2",
            "client_kwargs": {"scope": "openid email profile User.Read", "resource": os.environ["AZURE_CLIENT_ID"]},
            "request_token_url": None,
            "access_token_url": f"https://login.microsoftonline.com/{os.environ['AZURE_TENANT_ID']}/oauth2/token",
            "authorize_url": f"https://login.microsoftonline.com/{os.environ['AZURE_TENANT_ID']}/oauth2/authorize",
        },
    }
]
