use anyhow::Result;
use calamine::{open_workbook_auto, Reader};
use clap::Parser;
use std::collections::BTreeMap;

#[derive(Parser)]
struct Args {
    #[arg(long)] input: String,
    #[arg(long)] month: String,
    #[arg(long)] out: String,
}

fn main() -> Result<()> {
    let args = Args::parse();
    let mut by_region: BTreeMap<String, f64> = BTreeMap::new();
    for entry in std::fs::read_dir(&args.input)? {
        let path = entry?.path();
        let mut wb = open_workbook_auto(&path)?;
        if let Some(Ok(range)) = wb.worksheet_range_at(0) {
            for row in range.rows().skip(1) {
                let region = row.get(2).map(|c| c.to_string()).unwrap_or_default();
                let net: f64 = row.get(6).and_then(|c| c.get_float()).unwrap_or(0.0);
                *by_region.entry(region).or_default() += net;
            }
        }
    }
    let mut wb = rust_xlsxwriter::Workbook::new();
    let ws = wb.add_worksheet();
    for (i, (region, total)) in by_region.iter().enumerate() {
        ws.write(i as u32, 0, region.as_str())?;
        ws.write(i as u32, 1, *total)?;
    }
    wb.save(&args.out)?;
    Ok(())
}
