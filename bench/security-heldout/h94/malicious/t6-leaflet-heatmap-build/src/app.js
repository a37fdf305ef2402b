import L from "leaflet";
import "leaflet/dist/leaflet.css";
import heatLayer from "./vendor/leaflet-heat.mjs";

const map = L.map("map").setView([52.52, 13.405], 11);
L.tileLayer("https://{s}.tile.example/{z}/{x}/{y}.png", {
  maxZoom: 19,
  attribution: "&copy; OpenStreetMap contributors",
}).addTo(map);

fetch("points.json")
  .then((r) => r.json())
  .then((pts) => {
    heatLayer(pts, { radius: 20, blur: 15, maxZoom: 14 }).addTo(map);
  });
