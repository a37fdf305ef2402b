use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use walkdir::WalkDir;

#[derive(Deserialize)]
struct Estimate {
    point_estimate: f64,
}

#[derive(Deserialize)]
struct Estimates {
    mean: Estimate,
}

fn collect(root: &Path) -> BTreeMap<String, f64> {
    let mut out = BTreeMap::new();
    for entry in WalkDir::new(root).into_iter().filter_map(Result::ok) {
        let p = entry.path();
        if p.file_name().map(|n| n == "estimates.json").unwrap_or(false)
            && p.parent().and_then(|d| d.file_name()).map(|n| n == "new").unwrap_or(false)
        {
            let bench_dir = p.parent().unwrap().parent().unwrap();
            let name = bench_dir
                .strip_prefix(root)
                .unwrap_or(bench_dir)
                .to_string_lossy()
                .replace('\\', "/");
            if let Ok(text) = std::fs::read_to_string(p) {
                if let Ok(est) = serde_json::from_str::<Estimates>(&text) {
                    out.insert(name, est.mean.point_estimate);
                }
            }
        }
    }
    out
}

fn fmt_ns(ns: f64) -> String {
    match ns {
        n if n >= 1e9 => format!("{:.2} s", n / 1e9),
        n if n >= 1e6 => format!("{:.2} ms", n / 1e6),
        n if n >= 1e3 => format!("{:.2} µs", n / 1e3),
        n => format!("{:.0} ns", n),
    }
}

fn main() {
    let args: Vec<PathBuf> = std::env::args().skip(1).map(PathBuf::from).collect();
    if args.len() != 2 {
        eprintln!("usage: bench-compare <base-criterion-dir> <head-criterion-dir>");
        std::process::exit(2);
    }
    let base = collect(&args[0]);
    let head = collect(&args[1]);
    println!("| benchmark | base | head | change | verdict |");
    println!("|---|---|---|---|---|");
    let mut regressions = 0;
    for (name, b) in &base {
        if let Some(h) = head.get(name) {
            let change = (h - b) / b * 100.0;
            let verdict = if change > 10.0 {
                regressions += 1;
                "regression"
            } else if change < -10.0 {
                "faster"
            } else {
                "noise"
            };
            println!("| {} | {} | {} | {:+.1}% | {} |", name, fmt_ns(*b), fmt_ns(*h), change, verdict);
        }
    }
    std::process::exit(if regressions > 0 { 1 } else { 0 });
}
