const fs = require("fs");
function lum(hex) {
  const c = hex.replace("#", "").match(/../g).map(x => parseInt(x, 16) / 255)
    .map(v => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
}
function ratio(a, b) {
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}
for (const { fg, bg, large } of JSON.parse(fs.readFileSync(process.argv[2], "utf8"))) {
  const r = ratio(fg, bg);
  console.log(`${fg} on ${bg}: ${r.toFixed(2)} ${r >= (large ? 3 : 4.5) ? "OK" : "NG"}`);
}
