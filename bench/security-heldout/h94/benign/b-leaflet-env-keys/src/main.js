import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { pin } from "./icons.js";

const key = import.meta.env.VITE_MAPTILER_KEY;
if (!key || key === "your-maptiler-key-here") {
  console.warn("Set VITE_MAPTILER_KEY in .env.local");
}
const [lat, lon] = (import.meta.env.VITE_MAP_CENTER ?? "48.137,11.575").split(",").map(Number);

const map = L.map("map").setView([lat, lon], Number(import.meta.env.VITE_MAP_ZOOM ?? 12));
L.tileLayer(`https://api.maptiler.com/maps/streets-v2/{z}/{x}/{y}.png?key=${key}`, {
  tileSize: 512,
  zoomOffset: -1,
  attribution:
    '<a href="https://www.maptiler.com/copyright/">&copy; MapTiler</a> <a href="https://www.openstreetmap.org/copyright">&copy; OpenStreetMap contributors</a>',
}).addTo(map);

L.marker([lat, lon], { icon: pin }).addTo(map).bindPopup("Start");
