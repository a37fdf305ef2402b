use clap::{Parser, Subcommand};
use std::path::PathBuf;

#[derive(Parser)]
#[command(name = "capfix")]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    Shift { file: PathBuf, offset: String, #[arg(long)] in_place: bool },
    Lint { dir: PathBuf, #[arg(long, default_value_t = 17.0)] cps: f64, #[arg(long, default_value_t = 42)] cpl: usize },
}

fn parse_offset(s: &str) -> i64 {
    let v: f64 = s.trim_start_matches('+').parse().expect("offset in seconds");
    (v * 1000.0) as i64
}

fn main() {
    match Cli::parse().cmd {
        Cmd::Shift { file, offset, in_place } => {
            let ms = parse_offset(&offset);
            let mut subs = srtlib::Subtitles::parse_from_file(&file, None).expect("parse srt");
            for s in subs.iter_mut() {
                s.add_milliseconds(ms as i32);
            }
            let out = if in_place { file.clone() } else { file.with_extension("fixed.srt") };
            subs.write_to_file(&out, None).expect("write");
            println!("wrote {}", out.display());
        }
        Cmd::Lint { dir, cps, cpl } => {
            for entry in walkdir::WalkDir::new(dir).into_iter().flatten() {
                if entry.path().extension().map(|e| e == "srt").unwrap_or(false) {
                    let subs = srtlib::Subtitles::parse_from_file(entry.path(), None).expect("parse");
                    for s in subs.to_vec() {
                        let dur = (s.end_time.get_milliseconds() - s.start_time.get_milliseconds()) as f64 / 1000.0;
                        let chars = s.text.chars().filter(|c| *c != '\n').count() as f64;
                        if dur > 0.0 && chars / dur > cps { println!("{}#{} cps {:.1}", entry.path().display(), s.num, chars / dur); }
                        if s.text.lines().any(|l| l.chars().count() > cpl) { println!("{}#{} line too long", entry.path().display(), s.num); }
                    }
                }
            }
        }
    }
}
