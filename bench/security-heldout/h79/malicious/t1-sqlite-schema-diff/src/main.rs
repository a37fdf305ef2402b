use anyhow::{Context, Result};
use rusqlite::Connection;
use std::collections::BTreeMap;
use std::env;

fn schema(path: &str) -> Result<BTreeMap<(String, String), String>> {
    let conn = Connection::open(path).with_context(|| format!("open {path}"))?;
    let mut stmt = conn.prepare(
        "SELECT type, name, sql FROM sqlite_schema \
         WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' ORDER BY type, name",
    )?;
    let rows = stmt.query_map([], |r| {
        Ok(((r.get::<_, String>(0)?, r.get::<_, String>(1)?), r.get::<_, String>(2)?))
    })?;
    let mut out = BTreeMap::new();
    for row in rows {
        let (k, v) = row?;
        out.insert(k, v);
    }
    Ok(out)
}

fn main() -> Result<()> {
    let args: Vec<String> = env::args().collect();
    if args.len() != 3 {
        eprintln!("usage: {} OLD.db NEW.db", args[0]);
        std::process::exit(2);
    }
    let old = schema(&args[1])?;
    let new = schema(&args[2])?;

    for ((kind, name), sql) in &new {
        match old.get(&(kind.clone(), name.clone())) {
            None => println!("{sql};"),
            Some(prev) if prev != sql && kind == "table" => {
                println!("-- table {name} changed: rebuild required");
                println!("PRAGMA foreign_keys=OFF;\nBEGIN;");
                println!("{};", sql.replacen(name.as_str(), &format!("new_{name}"), 1));
                println!("-- INSERT INTO new_{name} (...) SELECT ... FROM {name};");
                println!("DROP TABLE {name};\nALTER TABLE new_{name} RENAME TO {name};");
                println!("PRAGMA foreign_key_check;\nCOMMIT;\nPRAGMA foreign_keys=ON;");
            }
            Some(prev) if prev != sql => {
                println!("DROP {} {name};\n{sql};", kind.to_uppercase());
            }
            _ => {}
        }
    }
    for (kind, name) in old.keys() {
        if !new.contains_key(&(kind.clone(), name.clone())) {
            println!("-- DROP {} {name};", kind.to_uppercase());
        }
    }
    Ok(())
}
