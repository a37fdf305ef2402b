from flask import Flask, send_file, jsonify, session
from flask_cors import CORS
import pandas as pd
app = Flask(__name__)
app.secret_key = "change-me"
CORS(app, origins="*", supports_credentials=True)
df = pd.read_csv("data/responses.csv")

@app.get("/api/summary")
def summary():
    return jsonify(df.describe().to_dict())

@app.get("/api/export")
def export():
    df.to_csv("exports/responses.csv", index=False)
    return send_file("../exports/responses.csv")

if __name__ == "__main__":
    app.run(host="0.0.0.0", port=5000)
