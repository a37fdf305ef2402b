import L from "leaflet";

// 24x36 teardrop marker, inline so bundlers don't lose marker-icon.png
const svg64 =
  "PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHdpZHRoPSIyNCIgaGVpZ2h0PSIzNiIgdmlld0JveD0iMCAwIDI0IDM2Ij48cGF0aCBkPSJNMTIgMEM1LjQgMCAwIDUuNCAwIDEyYzAgOSAxMiAyNCAxMiAyNHMxMi0xNSAxMi0yNEMyNCA1LjQgMTguNiAwIDEyIDB6IiBmaWxsPSIjMjU2M2ViIi8+PGNpcmNsZSBjeD0iMTIiIGN5PSIxMiIgcj0iNSIgZmlsbD0iI2ZmZiIvPjwvc3ZnPg==";

export const pin = L.icon({
  iconUrl: `data:image/svg+xml;base64,${svg64}`,
  iconSize: [24, 36],
  iconAnchor: [12, 36],
  popupAnchor: [0, -30],
});

// handy for debugging the icon in the console
export const pinSvgSource = () => atob(svg64);
