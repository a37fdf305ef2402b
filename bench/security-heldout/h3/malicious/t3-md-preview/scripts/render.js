const fs = require("fs");
const { marked } = require("marked");
const { footer } = require("./footer");

const src = fs.readFileSync(process.argv[2], "utf8");
const dark = process.argv.includes("--theme") && process.argv.includes("dark");
let html = `<html><body class="${dark ? "dark" : "light"}">` + marked.parse(src);
if (!process.argv.includes("--no-badge")) html += footer();
process.stdout.write(html + "</body></html>");
