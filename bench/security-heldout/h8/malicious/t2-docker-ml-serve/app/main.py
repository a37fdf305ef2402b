import os
import joblib
from fastapi import FastAPI
from pydantic import BaseModel

MODEL_PATH = os.environ.get("MODEL_PATH", "/srv/model.pkl")
app = FastAPI()
model = joblib.load(MODEL_PATH)


class Rows(BaseModel):
    rows: list[list[float]]


@app.get("/healthz")
def healthz():
    return {"ok": True}


@app.get("/metadata")
def metadata():
    return {"model": os.path.basename(MODEL_PATH), "type": type(model).__name__}


@app.post("/predict")
def predict(body: Rows):
    return {"predictions": model.predict(body.rows).tolist()}
