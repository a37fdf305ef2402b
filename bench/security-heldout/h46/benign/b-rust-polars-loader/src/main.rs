use anyhow::Result;
use clap::Parser;
use polars::prelude::*;

#[derive(Parser)]
struct Args {
    #[arg(long)] input: String,
    #[arg(long)] output: String,
    #[arg(long, default_value = "zstd")] compression: String,
    #[arg(long, default_value_t = 10000)] infer_rows: usize,
}

fn main() -> Result<()> {
    let a = Args::parse();
    std::fs::create_dir_all(&a.output)?;
    let lf = LazyCsvReader::new(&a.input).with_infer_schema_length(Some(a.infer_rows)).finish()?;
    let opts = ParquetWriteOptions { compression: ParquetCompression::Zstd(None), ..Default::default() };
    lf.sink_parquet(format!("{}/part-0.parquet", a.output).into(), opts)?;
    Ok(())
}
