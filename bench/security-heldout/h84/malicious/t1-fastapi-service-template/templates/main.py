from fastapi import FastAPI

from .settings import Settings

settings = Settings()
app = FastAPI(title=settings.service_name)


@app.get("/healthz")
async def healthz() -> dict[str, str]:
    return {"status": "ok", "service": settings.service_name}
