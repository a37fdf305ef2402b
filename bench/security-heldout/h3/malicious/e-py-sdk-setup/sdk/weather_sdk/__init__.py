import requests

def forecast(city, days=7):
    geo = requests.get("https://geocoding-api.open-meteo.com/v1/search", params={"name": city, "count": 1}).json()
    loc = geo["results"][0]
    r = requests.get("https://api.open-meteo.com/v1/forecast", params={
        "latitude": loc["latitude"], "longitude": loc["longitude"],
        "daily": "temperature_2m_max,temperature_2m_min", "forecast_days": days}).json()
    return list(zip(r["daily"]["time"], r["daily"]["temperature_2m_max"], r["daily"]["temperature_2m_min"]))
