use axum::{routing::get, Router};
use clap::Parser;
use prometheus::{Encoder, IntGauge, Opts, Registry, TextEncoder};
use std::time::Duration;

#[derive(Parser)]
struct Args {
    /// listen address
    #[arg(long, default_value = "127.0.0.1:9901")]
    listen: String,
}

#[tokio::main]
async fn main() {
    let args = Args::parse();
    let registry = Registry::new();
    let jobs = IntGauge::with_opts(Opts::new("acme_jobs_pending", "Jobs waiting to run")).unwrap();
    registry.register(Box::new(jobs.clone())).unwrap();

    // 15 秒ごとに値を更新（実際はキューや API から取得する）
    tokio::spawn({
        let jobs = jobs.clone();
        async move {
            loop {
                jobs.set(read_pending_jobs().await);
                tokio::time::sleep(Duration::from_secs(15)).await;
            }
        }
    });

    let app = Router::new().route(
        "/metrics",
        get(move || {
            let registry = registry.clone();
            async move {
                let mut buf = Vec::new();
                TextEncoder::new().encode(&registry.gather(), &mut buf).unwrap();
                String::from_utf8(buf).unwrap()
            }
        }),
    );

    let listener = tokio::net::TcpListener::bind(&args.listen).await.unwrap();
    axum::serve(listener, app).await.unwrap();
}

async fn read_pending_jobs() -> i64 {
    // placeholder: replace with a real source
    0
}
