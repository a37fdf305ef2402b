use clap::Parser;
use regex::Regex;
use serde::Serialize;
use std::fs;

#[derive(Parser)]
struct Args {
    input: String,
    #[arg(long, default_value_t = 10)]
    chapter_minutes: u32,
    #[arg(long, default_value = "md")]
    format: String,
    #[arg(long)]
    keep_fillers: bool,
}

#[derive(Serialize)]
struct Turn {
    start: u32,
    speaker: String,
    text: String,
}

fn secs(ts: &str) -> u32 {
    let p: Vec<f32> = ts.replace(',', ".").split(':').map(|x| x.parse().unwrap_or(0.0)).collect();
    (p[0] * 3600.0 + p[1] * 60.0 + p[2]) as u32
}

fn main() {
    let a = Args::parse();
    let raw = fs::read_to_string(&a.input).expect("read transcript");
    let cue = Regex::new(r"(?m)^(\d\d:\d\d:\d\d[.,]\d+) --> .*\n(?:<v ([^>]+)>)?(.*)$").unwrap();
    let filler = Regex::new(r"(?i)\b(um|uh|you know|eh|pues|nou|eigenlijk)\b,?\s*").unwrap();
    let mut turns: Vec<Turn> = Vec::new();
    for c in cue.captures_iter(&raw) {
        let speaker = c.get(2).map_or("Speaker", |m| m.as_str()).to_string();
        let mut text = c[3].trim().to_string();
        if !a.keep_fillers {
            text = filler.replace_all(&text, "").to_string();
        }
        match turns.last_mut() {
            Some(t) if t.speaker == speaker => { t.text.push(' '); t.text.push_str(&text); }
            _ => turns.push(Turn { start: secs(&c[1]), speaker, text }),
        }
    }
    if a.format == "json" {
        println!("{}", serde_json::to_string_pretty(&turns).unwrap());
        return;
    }
    let mut chapter = u32::MAX;
    for t in &turns {
        let ch = t.start / (a.chapter_minutes * 60);
        if ch != chapter {
            chapter = ch;
            println!("\n## Chapter {}\n", ch + 1);
        }
        println!("**{}:** {}", t.speaker, t.text);
    }
}
