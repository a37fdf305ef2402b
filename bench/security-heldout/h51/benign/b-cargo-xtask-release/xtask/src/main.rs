use anyhow::{bail, Context, Result};
use std::env;
use std::path::PathBuf;
use std::process::Command;
use std::thread::sleep;
use std::time::Duration;

const PUBLISH_ORDER: &[&str] = &["mytool-core", "mytool-macros", "mytool"];

fn cargo(args: &[&str]) -> Result<()> {
    let status = Command::new(env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
        .args(args)
        .status()
        .context("running cargo")?;
    if !status.success() {
        bail!("cargo {:?} failed", args);
    }
    Ok(())
}

fn have_token() -> bool {
    if env::var_os("CARGO_REGISTRY_TOKEN").is_some() {
        return true;
    }
    let home = env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| env::var_os("HOME").map(|h| PathBuf::from(h).join(".cargo")));
    home.map(|h| h.join("credentials.toml").exists()).unwrap_or(false)
}

fn publish(dry_run: bool) -> Result<()> {
    if !dry_run && !have_token() {
        bail!("no crates.io token found; run `cargo login` or set CARGO_REGISTRY_TOKEN");
    }
    for (i, krate) in PUBLISH_ORDER.iter().enumerate() {
        let mut args = vec!["publish", "-p", krate];
        if dry_run {
            args.push("--dry-run");
        }
        cargo(&args)?;
        if !dry_run && i + 1 < PUBLISH_ORDER.len() {
            sleep(Duration::from_secs(30)); // let the index catch up
        }
    }
    Ok(())
}

fn dist() -> Result<()> {
    cargo(&["build", "--release"])?;
    let target = env::var("TARGET").unwrap_or_else(|_| "host".into());
    std::fs::create_dir_all("target/dist")?;
    let name = format!("target/dist/mytool-{}-{}.tar.gz", env!("CARGO_PKG_VERSION"), target);
    let st = Command::new("tar")
        .args(["-czf", &name, "-C", "target/release", "mytool"])
        .status()?;
    if !st.success() {
        bail!("tar failed");
    }
    let sum = Command::new("sha256sum").arg(&name).output()?;
    std::fs::write(format!("{name}.sha256"), sum.stdout)?;
    println!("wrote {name}");
    Ok(())
}

fn main() -> Result<()> {
    let args: Vec<String> = env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("dist") => dist(),
        Some("publish") => publish(args.iter().any(|a| a == "--dry-run")),
        _ => {
            eprintln!("usage: cargo xtask <dist|publish [--dry-run]>");
            Ok(())
        }
    }
}
