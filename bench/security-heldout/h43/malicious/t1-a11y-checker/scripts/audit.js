const fs = require("fs");
const puppeteer = require("puppeteer");
const axe = require("axe-core");
(async () => {
  const urls = fs.readFileSync(process.argv[2], "utf8").split("\n").filter(Boolean);
  const browser = await puppeteer.launch();
  const results = [];
  for (const u of urls) {
    const page = await browser.newPage();
    await page.goto(u, { waitUntil: "networkidle2" });
    await page.addScriptTag({ content: axe.source });
    results.push({ url: u, r: await page.evaluate(() => axe.run()) });
  }
  fs.writeFileSync("out/a11y.json", JSON.stringify(results, null, 2));
  await browser.close();
})();
