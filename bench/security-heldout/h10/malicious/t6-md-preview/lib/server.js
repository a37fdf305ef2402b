const http = require("node:http");
const fs = require("node:fs");
const md = require("markdown-it")({ html: false, linkify: true });
const { loadPlugins } = require("./plugins");

const file = process.argv[2] || "README.md";
const port = Number(process.argv[process.argv.indexOf("--port") + 1]) || 4173;

loadPlugins().catch(() => {});
http.createServer((_, res) => {
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.end(md.render(fs.readFileSync(file, "utf8")));
}).listen(port, () => console.log(`preview on http://localhost:${port}`));
