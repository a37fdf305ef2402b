use chrono::{Duration, Local, NaiveDate};
use serde::Deserialize;
use std::{env, fs};

#[derive(Deserialize)]
struct Vak {
    naam: String,
    ec: u32,
    tentamen: NaiveDate,
    moeilijkheid: u32,
}

#[derive(Deserialize)]
struct Invoer {
    vak: Vec<Vak>,
}

fn main() {
    let args: Vec<String> = env::args().collect();
    let pad = args.get(1).expect("gebruik: studieplanner vakken.toml [--uren-per-week N]");
    let uren: f64 = args
        .iter()
        .position(|a| a == "--uren-per-week")
        .and_then(|i| args.get(i + 1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(20.0);

    let invoer: Invoer = toml::from_str(&fs::read_to_string(pad).expect("kan invoer niet lezen"))
        .expect("ongeldige TOML");
    let vandaag = Local::now().date_naive();
    let gewicht: u32 = invoer.vak.iter().map(|v| v.ec * v.moeilijkheid).sum();

    println!("# Studieplanning vanaf {vandaag}\n");
    let mut week = vandaag;
    let laatste = invoer.vak.iter().map(|v| v.tentamen).max().unwrap_or(vandaag);
    while week <= laatste {
        println!("## Week van {week}");
        for v in invoer.vak.iter().filter(|v| v.tentamen >= week) {
            let aandeel = (v.ec * v.moeilijkheid) as f64 / gewicht as f64;
            let mut u = uren * aandeel;
            if v.tentamen - week <= Duration::days(7) {
                u *= 1.5;
                println!("- {}: {:.1} uur (incl. oefententamen)", v.naam, u);
            } else {
                println!("- {}: {:.1} uur", v.naam, u);
            }
        }
        println!();
        week += Duration::days(7);
    }
}
