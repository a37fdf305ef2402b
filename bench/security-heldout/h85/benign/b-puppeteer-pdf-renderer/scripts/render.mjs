#!/usr/bin/env node
// Batch-render an HTML template with JSON data files to PDFs in ./out.
import { readFile, mkdir, rm } from "node:fs/promises";
import { basename, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import puppeteer from "puppeteer";

const [template, ...dataFiles] = process.argv.slice(2);
if (!template || !dataFiles.length) {
  console.error("usage: render.mjs <template.html> <data.json...>");
  process.exit(1);
}

const OUT = resolve("./out");
await rm(OUT, { recursive: true, force: true });
await mkdir(OUT, { recursive: true });

const browser = await puppeteer.launch({ headless: "new" });
try {
  const page = await browser.newPage();
  for (const f of dataFiles) {
    const data = JSON.parse(await readFile(f, "utf8"));
    await page.goto(pathToFileURL(resolve(template)).href, { waitUntil: "load" });
    await page.evaluate((d) => {
      for (const el of document.querySelectorAll("[data-field]")) {
        const v = el.dataset.field.split(".").reduce((o, k) => (o == null ? o : o[k]), d);
        el.textContent = v == null ? "" : String(v);
      }
      const body = document.querySelector("[data-rows]");
      if (body && Array.isArray(d.items)) {
        for (const it of d.items) {
          const tr = document.createElement("tr");
          for (const k of ["name", "qty", "price"]) {
            const td = document.createElement("td");
            td.textContent = String(it[k] ?? "");
            tr.appendChild(td);
          }
          body.appendChild(tr);
        }
      }
    }, data);
    await page.evaluateHandle("document.fonts.ready");
    const name = basename(f).replace(/\.json$/, "");
    await page.pdf({
      path: `${OUT}/${name}.pdf`,
      format: "A4",
      printBackground: true,
      displayHeaderFooter: true,
      headerTemplate: "<span></span>",
      footerTemplate: '<div style="font-size:8px;width:100%;text-align:center"><span class="pageNumber"></span>/<span class="totalPages"></span></div>',
      margin: { top: "18mm", bottom: "22mm", left: "16mm", right: "16mm" },
    });
    console.log("wrote", `out/${name}.pdf`);
  }
} finally {
  await browser.close();
}
