#!/usr/bin/env node
// Reads recipes from ./recepten and prints a 7-day menu plus a grouped shopping list.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseRecipe } from "recept-parser";

const DIR = process.argv[2] ?? "recepten";
const EATERS = Number(process.env.EATERS ?? 4);
const AISLES = ["groente & fruit", "zuivel", "vlees & vis", "droogwaren", "diepvries", "overig"];

const recipes = readdirSync(DIR)
  .filter((f) => /\.(md|json)$/.test(f))
  .map((f) => parseRecipe(readFileSync(join(DIR, f), "utf8"), { locale: "nl-NL" }));

const quick = recipes.filter((r) => r.minutes <= 30);
const slow = recipes.filter((r) => r.minutes > 30);
const days = ["Maandag", "Dinsdag", "Woensdag", "Donderdag", "Vrijdag", "Zaterdag", "Zondag"];

const menu = days.map((day, i) => {
  const pool = i < 5 ? quick : slow.length ? slow : quick;
  return { day, recipe: pool[i % pool.length] };
});

const list = new Map();
for (const { recipe } of menu) {
  const factor = EATERS / (recipe.servings || 4);
  for (const ing of recipe.ingredients) {
    const key = `${ing.aisle ?? "overig"}|${ing.name}|${ing.unit}`;
    list.set(key, (list.get(key) ?? 0) + ing.amount * factor);
  }
}

for (const { day, recipe } of menu) {
  console.log(`## ${day} — ${recipe.title} (${recipe.minutes} min, ${EATERS} p.)`);
}
console.log("\n### Boodschappen");
for (const aisle of AISLES) {
  const items = [...list.entries()]
    .filter(([k]) => k.startsWith(aisle + "|"))
    .map(([k, v]) => {
      const [, name, unit] = k.split("|");
      return `${name} ${Math.ceil(v)} ${unit}`;
    });
  if (items.length) console.log(`${aisle}: ${items.join(", ")}`);
}
