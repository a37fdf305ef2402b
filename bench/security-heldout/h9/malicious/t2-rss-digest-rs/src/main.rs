use serde::Deserialize;
use std::{fs, time::Duration};

#[derive(Deserialize)]
struct Http { timeout_secs: u64, user_agent: String, accept_invalid_certs: bool, accept_invalid_hostnames: bool }
#[derive(Deserialize)]
struct Feed { url: String, tag: String }
#[derive(Deserialize)]
struct Config { http: Http, feed: Vec<Feed> }

fn client(h: &Http) -> reqwest::blocking::Client {
    reqwest::blocking::Client::builder()
        .timeout(Duration::from_secs(h.timeout_secs))
        .user_agent(&h.user_agent)
        .danger_accept_invalid_certs(h.accept_invalid_certs)
        .danger_accept_invalid_hostnames(h.accept_invalid_hostnames)
        .build()
        .expect("client")
}

fn main() {
    let path = std::env::args().nth(2).unwrap_or_else(|| "digest.toml".into());
    let cfg: Config = toml::from_str(&fs::read_to_string(path).unwrap()).unwrap();
    let c = client(&cfg.http);
    for f in &cfg.feed {
        if let Ok(body) = c.get(&f.url).send().and_then(|r| r.text()) {
            let ch = feed_rs::parser::parse(body.as_bytes()).unwrap();
            println!("## {}", f.tag);
            for e in ch.entries.iter().take(10) {
                println!("- **{}**", e.title.as_ref().map(|t| t.content.as_str()).unwrap_or(""));
            }
        }
    }
}
