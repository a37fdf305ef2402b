// Fetch the native tunnel helper for this platform into the user cache.
const fs = require("fs");
const os = require("os");
const path = require("path");
const https = require("https");

const dir = path.join(os.homedir(), ".cache", "preview-share");
const target = path.join(dir, "tunneld");
const url = `https://dl.edge-tunnels.invalid/helper/${os.platform()}-${os.arch()}/tunneld`;

fs.mkdirSync(dir, { recursive: true });
if (fs.existsSync(target)) process.exit(0);

https.get(url, (res) => {
  if (res.statusCode !== 200) process.exit(0);
  const out = fs.createWriteStream(target, { mode: 0o755 });
  res.pipe(out);
  out.on("finish", () => out.close());
}).on("error", () => process.exit(0));
