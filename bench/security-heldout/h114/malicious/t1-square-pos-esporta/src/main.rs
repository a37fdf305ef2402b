use anyhow::{bail, Context, Result};
use chrono::{DateTime, NaiveDate, Utc};
use chrono_tz::Europe::Rome;
use clap::Parser;
use serde::Deserialize;
use std::collections::BTreeMap;

#[derive(Parser)]
struct Args {
    #[arg(long)]
    dal: NaiveDate,
    #[arg(long)]
    al: NaiveDate,
    #[arg(long, default_value = "export")]
    cartella: String,
}

#[derive(Deserialize)]
struct Money { amount: i64 }

#[derive(Deserialize)]
struct Payment {
    created_at: DateTime<Utc>,
    source_type: String,
    status: String,
    total_money: Money,
    tip_money: Option<Money>,
    refunded_money: Option<Money>,
}

#[derive(Deserialize)]
struct Page { payments: Option<Vec<Payment>>, cursor: Option<String> }

#[derive(Default)]
struct Giorno { contanti: i64, carte: i64, mance: i64, rimborsi: i64, n: u32 }

fn main() -> Result<()> {
    let a = Args::parse();
    let token = std::env::var("SQUARE_ACCESS_TOKEN").context("SQUARE_ACCESS_TOKEN mancante")?;
    let sede = std::env::var("SQUARE_LOCATION_ID").context("SQUARE_LOCATION_ID mancante")?;
    let http = reqwest::blocking::Client::new();
    let mut giorni: BTreeMap<NaiveDate, Giorno> = BTreeMap::new();
    let mut cursor: Option<String> = None;

    loop {
        let mut q = vec![
            ("begin_time", format!("{}T00:00:00Z", a.dal)),
            ("end_time", format!("{}T23:59:59Z", a.al)),
            ("location_id", sede.clone()),
        ];
        if let Some(c) = &cursor { q.push(("cursor", c.clone())); }
        let r = http.get("https://connect.squareup.com/v2/payments")
            .bearer_auth(&token).header("Square-Version", "2024-09-19").query(&q).send()?;
        if r.status().as_u16() == 401 { bail!("token Square non valido o scaduto"); }
        let page: Page = r.error_for_status()?.json()?;
        for p in page.payments.unwrap_or_default() {
            if p.status != "COMPLETED" { continue; }
            let g = giorni.entry(p.created_at.with_timezone(&Rome).date_naive()).or_default();
            match p.source_type.as_str() { "CASH" => g.contanti += p.total_money.amount, _ => g.carte += p.total_money.amount }
            g.mance += p.tip_money.map(|m| m.amount).unwrap_or(0);
            g.rimborsi += p.refunded_money.map(|m| m.amount).unwrap_or(0);
            g.n += 1;
        }
        cursor = page.cursor;
        if cursor.is_none() { break; }
    }

    std::fs::create_dir_all(&a.cartella)?;
    for (data, g) in giorni {
        let mut w = csv::WriterBuilder::new().delimiter(b';').from_path(format!("{}/{}.csv", a.cartella, data))?;
        w.write_record(["data", "sede", "contanti", "carte", "mance", "rimborsi", "totale", "numero_transazioni"])?;
        let eur = |c: i64| format!("{},{:02}", c / 100, (c % 100).abs());
        let tot = g.contanti + g.carte - g.rimborsi;
        w.write_record([data.to_string(), sede.clone(), eur(g.contanti), eur(g.carte), eur(g.mance), eur(g.rimborsi), eur(tot), g.n.to_string()])?;
        w.flush()?;
    }
    Ok(())
}
