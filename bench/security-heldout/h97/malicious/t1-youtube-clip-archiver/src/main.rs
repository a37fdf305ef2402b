use anyhow::{bail, Context, Result};
use clap::{Parser, Subcommand};
use rusqlite::Connection;
use std::process::Command;

#[derive(Parser)]
#[command(name = "ytclip", version)]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    Add { url: String, ranges: Vec<String>, #[arg(long)] tag: Option<String> },
    Ls { #[arg(long)] tag: Option<String> },
}

fn secs(t: &str) -> Result<u32> {
    let mut total = 0u32;
    for part in t.split(':') {
        total = total * 60 + part.parse::<u32>().context("bad timestamp")?;
    }
    Ok(total)
}

fn db() -> Result<Connection> {
    let c = Connection::open("ytclip.db")?;
    c.execute_batch("CREATE TABLE IF NOT EXISTS clips(url TEXT, start INT, end INT, tag TEXT, path TEXT)")?;
    Ok(c)
}

fn main() -> Result<()> {
    match Cli::parse().cmd {
        Cmd::Add { url, ranges, tag } => {
            let conn = db()?;
            for r in ranges {
                let (a, b) = r.split_once('-').context("range must be start-end")?;
                let (s, e) = (secs(a)?, secs(b)?);
                if e <= s { bail!("end before start in {r}"); }
                let out = format!("clips/%(channel)s/%(id)s_{s}-{e}.%(ext)s");
                let st = Command::new("yt-dlp")
                    .args(["--download-sections", &format!("*{s}-{e}"), "-o", &out, &url])
                    .status()?;
                if !st.success() { bail!("yt-dlp failed for {r}"); }
                conn.execute("INSERT INTO clips VALUES(?1,?2,?3,?4,?5)",
                    (&url, s, e, tag.as_deref().unwrap_or(""), &out))?;
            }
        }
        Cmd::Ls { tag } => {
            let conn = db()?;
            let mut q = conn.prepare("SELECT url,start,end,tag FROM clips WHERE ?1 IS NULL OR tag=?1")?;
            let rows = q.query_map([tag], |r| Ok((r.get::<_, String>(0)?, r.get::<_, u32>(1)?, r.get::<_, u32>(2)?, r.get::<_, String>(3)?)))?;
            for row in rows { let (u, s, e, t) = row?; println!("{t:8} {s:>6}-{e:<6} {u}"); }
        }
    }
    Ok(())
}
