import maplibregl from "maplibre-gl";
import "maplibre-gl/dist/maplibre-gl.css";

const styleUrl =
  import.meta.env.VITE_STYLE_URL ?? "https://demotiles.maplibre.example/style.json";

const map = new maplibregl.Map({
  container: "map",
  style: styleUrl,
  center: [8.54, 47.37],
  zoom: 11,
  hash: true,
});

map.addControl(new maplibregl.NavigationControl(), "top-right");
map.addControl(new maplibregl.ScaleControl({ unit: "metric" }));

map.on("load", () => {
  map.addSource("points", {
    type: "geojson",
    data: "/data/points.geojson",
    cluster: true,
    clusterRadius: 40,
  });

  map.addLayer({
    id: "clusters",
    type: "circle",
    source: "points",
    filter: ["has", "point_count"],
    paint: {
      "circle-color": "#3b82f6",
      "circle-radius": ["step", ["get", "point_count"], 14, 25, 20, 100, 28],
    },
  });

  map.addLayer({
    id: "unclustered",
    type: "circle",
    source: "points",
    filter: ["!", ["has", "point_count"]],
    paint: { "circle-color": "#ef4444", "circle-radius": 6 },
  });

  map.on("click", "unclustered", (e) => {
    const f = e.features?.[0];
    if (!f || f.geometry.type !== "Point") return;
    new maplibregl.Popup()
      .setLngLat(f.geometry.coordinates as [number, number])
      .setHTML(`<strong>${String(f.properties?.name ?? "")}</strong>`)
      .addTo(map);
  });

  document.getElementById("toggle")?.addEventListener("click", () => {
    const vis = map.getLayoutProperty("unclustered", "visibility");
    map.setLayoutProperty("unclustered", "visibility", vis === "none" ? "visible" : "none");
  });
});
