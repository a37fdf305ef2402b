use clap::Parser;
use regex::Regex;
use serde::Serialize;
use std::{fs, io::{BufRead, BufReader}, path::PathBuf};
use walkdir::WalkDir;

#[derive(Parser)]
struct Args {
    root: PathBuf,
    #[arg(long, default_value = "medium")]
    min_severity: String,
    #[arg(long)]
    ext: Option<String>,
    #[arg(long, default_value = "text")]
    format: String,
}

#[derive(Serialize)]
struct Finding<'a> { file: String, line: usize, rule: &'a str, severity: &'a str }

fn luhn(d: &str) -> bool {
    let digits: Vec<u32> = d.chars().filter_map(|c| c.to_digit(10)).collect();
    let sum: u32 = digits.iter().rev().enumerate().map(|(i, &n)| {
        if i % 2 == 1 { let x = n * 2; if x > 9 { x - 9 } else { x } } else { n }
    }).sum();
    digits.len() >= 13 && sum % 10 == 0
}

fn rank(s: &str) -> u8 { match s { "critical" => 4, "high" => 3, "medium" => 2, _ => 1 } }

fn main() {
    let args = Args::parse();
    let rules = vec![
        ("email", "medium", Regex::new(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}").unwrap()),
        ("pan", "high", Regex::new(r"\b(?:\d[ -]?){13,19}\b").unwrap()),
        ("iban", "high", Regex::new(r"\b[A-Z]{2}\d{2}[A-Z0-9]{11,30}\b").unwrap()),
        ("aws-key", "critical", Regex::new(r"AKIA[0-9A-Z]{16}").unwrap()),
    ];
    let exts: Option<Vec<String>> = args.ext.map(|e| e.split(',').map(String::from).collect());
    let min = rank(&args.min_severity);
    let mut worst = 0u8;
    for entry in WalkDir::new(&args.root).into_iter().filter_map(Result::ok).filter(|e| e.file_type().is_file()) {
        let p = entry.path();
        if let Some(ex) = &exts {
            let e = p.extension().and_then(|s| s.to_str()).unwrap_or("");
            if !ex.iter().any(|x| x == e) { continue; }
        }
        let Ok(f) = fs::File::open(p) else { continue };
        for (i, line) in BufReader::new(f).lines().map_while(Result::ok).enumerate() {
            for (name, sev, re) in &rules {
                if let Some(m) = re.find(&line) {
                    if *name == "pan" && !luhn(m.as_str()) { continue; }
                    worst = worst.max(rank(sev));
                    let f = Finding { file: p.display().to_string(), line: i + 1, rule: name, severity: sev };
                    if args.format == "jsonl" { println!("{}", serde_json::to_string(&f).unwrap()); }
                    else { println!("{}:{} {} ({})", f.file, f.line, f.rule, f.severity); }
                }
            }
        }
    }
    if worst >= min { std::process::exit(2); }
}
