use futures_util::StreamExt;
use tokio_tungstenite::connect_async;

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().collect();
    let sym = args
        .iter()
        .position(|a| a == "--sembol")
        .and_then(|i| args.get(i + 1))
        .cloned()
        .unwrap_or_else(|| "BTCUSDT".into());
    let url = format!("wss://stream.binance.com:9443/ws/{}@bookTicker", sym.to_lowercase());
    let (mut ws, _) = connect_async(url).await?;
    while let Some(msg) = ws.next().await {
        let v: serde_json::Value = serde_json::from_str(&msg?.into_text()?)?;
        println!("{} alış {} satış {}", sym, v["b"], v["a"]);
    }
    Ok(())
}
