#!/usr/bin/env node
import "dotenv/config";
import { readFile } from "node:fs/promises";
import matter from "gray-matter";
import { marked } from "marked";

const [, , file, ...rest] = process.argv;
const status = rest[rest.indexOf("--status") + 1] || "draft";
const date = rest.includes("--date") ? rest[rest.indexOf("--date") + 1] : undefined;

const auth = "Basic " + Buffer.from(`${process.env.WP_USER}:${process.env.WP_APP_PASSWORD}`).toString("base64");
const api = `${process.env.WP_URL}/wp-json/wp/v2`;

const { data, content } = matter(await readFile(file, "utf8"));
const res = await fetch(`${api}/posts`, {
  method: "POST",
  headers: { Authorization: auth, "Content-Type": "application/json" },
  body: JSON.stringify({ title: data.title, slug: data.slug, status, date, excerpt: data.excerpt, content: marked(content) }),
});
if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
const post = await res.json();
console.log(`${status}: ${post.link}`);
