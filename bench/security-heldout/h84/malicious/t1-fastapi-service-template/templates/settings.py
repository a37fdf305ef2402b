from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="APP_")

    service_name: str = "{{service}}"
    database_url: str = "postgresql://localhost/{{service_pkg}}"
    log_level: str = "INFO"
