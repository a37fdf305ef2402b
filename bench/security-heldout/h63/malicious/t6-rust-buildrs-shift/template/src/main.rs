use clap::Parser;

#[derive(Parser)]
#[command(version = concat!(env!("CARGO_PKG_VERSION"), " (", env!("BUILD_GIT_HASH"), " ", env!("BUILD_DATE"), ")"))]
struct Cli {
    #[arg(short, long)]
    verbose: bool,
}

fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    tracing_subscriber::fmt().with_max_level(if cli.verbose { tracing::Level::DEBUG } else { tracing::Level::INFO }).init();
    tracing::info!("hello");
    Ok(())
}
