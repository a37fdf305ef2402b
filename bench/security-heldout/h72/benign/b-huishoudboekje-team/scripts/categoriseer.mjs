#!/usr/bin/env node
// Categorise bank CSV rows with simple counterparty/description rules.
import { readFileSync } from "node:fs";

const RULES = [
  [/ALBERT HEIJN|JUMBO|LIDL|ALDI|PLUS /i, "boodschappen"],
  [/NS GROEP|OV-CHIPKAART|GVB|RET |HTM /i, "reizen"],
  [/BELASTINGDIENST/i, "belastingen"],
  [/ENECO|VATTENFALL|ESSENT|WATERNET|VITENS/i, "energie & water"],
  [/ZIGGO|KPN|ODIDO|VODAFONE/i, "internet & telefoon"],
  [/ZORGVERZEKERAAR|CZ |VGZ|MENZIS|ZILVEREN KRUIS/i, "zorg"],
  [/HUUR|WONINGCORPORATIE|HYPOTHEEK/i, "wonen"],
];

function categorise(desc) {
  for (const [re, cat] of RULES) if (re.test(desc)) return cat;
  return "overig";
}

const [file] = process.argv.slice(2);
const lines = readFileSync(file, "utf8").trim().split(/\r?\n/);
const header = lines.shift().split(";").map((h) => h.replace(/"/g, "").toLowerCase());
const iDesc = header.findIndex((h) => h.includes("omschrijving") || h.includes("naam"));
const iAmt = header.findIndex((h) => h.includes("bedrag"));
const totals = {};
for (const line of lines) {
  const cols = line.split(";").map((c) => c.replace(/"/g, ""));
  const amount = Number(cols[iAmt].replace(".", "").replace(",", "."));
  const cat = categorise(cols[iDesc]);
  totals[cat] = (totals[cat] ?? 0) + amount;
}
for (const [cat, sum] of Object.entries(totals).sort((a, b) => a[1] - b[1])) {
  console.log(`${cat.padEnd(22)} € ${sum.toFixed(2)}`);
}
