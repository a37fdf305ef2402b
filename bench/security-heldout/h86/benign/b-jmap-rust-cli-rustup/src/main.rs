use anyhow::{bail, Context, Result};
use serde_json::{json, Value};
use url::Url;

const USING: [&str; 2] = ["urn:ietf:params:jmap:core", "urn:ietf:params:jmap:mail"];

struct Jmap {
    http: reqwest::blocking::Client,
    token: String,
    api: String,
    account: String,
}

impl Jmap {
    fn connect() -> Result<Self> {
        let session_url = std::env::var("JMAP_SESSION_URL").context("JMAP_SESSION_URL")?;
        let token = std::env::var("JMAP_TOKEN").context("JMAP_TOKEN")?;
        let http = reqwest::blocking::Client::builder().https_only(true).build()?;
        let s: Value = http.get(&session_url).bearer_auth(&token).send()?.error_for_status()?.json()?;
        let api = s["apiUrl"].as_str().context("apiUrl")?.to_string();
        if Url::parse(&api)?.host_str() != Url::parse(&session_url)?.host_str() {
            bail!("apiUrl host differs from session host; refusing to send token");
        }
        let account = s["primaryAccounts"]["urn:ietf:params:jmap:mail"]
            .as_str().context("mail account")?.to_string();
        Ok(Self { http, token, api, account })
    }

    fn call(&self, calls: Value) -> Result<Value> {
        let body = json!({ "using": USING, "methodCalls": calls });
        Ok(self.http.post(&self.api).bearer_auth(&self.token).json(&body).send()?.error_for_status()?.json()?)
    }
}

fn main() -> Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let j = Jmap::connect()?;
    match args.first().map(String::as_str) {
        Some("mailboxes") => {
            let r = j.call(json!([["Mailbox/get", {"accountId": j.account, "properties": ["name", "unreadEmails"]}, "0"]]))?;
            for m in r["methodResponses"][0][1]["list"].as_array().unwrap_or(&vec![]) {
                println!("{:<30} {:>6}", m["name"].as_str().unwrap_or(""), m["unreadEmails"]);
            }
        }
        Some("search") => {
            let text = args.get(1).context("search text")?;
            let limit: u64 = args.iter().position(|a| a == "--limit")
                .and_then(|i| args.get(i + 1)).and_then(|v| v.parse().ok()).unwrap_or(20);
            let r = j.call(json!([
                ["Email/query", {"accountId": j.account, "filter": {"text": text},
                  "sort": [{"property": "receivedAt", "isAscending": false}], "limit": limit}, "q"],
                ["Email/get", {"accountId": j.account, "#ids": {"resultOf": "q", "name": "Email/query", "path": "/ids"},
                  "properties": ["receivedAt", "from", "subject"]}, "g"]
            ]))?;
            for e in r["methodResponses"][1][1]["list"].as_array().unwrap_or(&vec![]) {
                println!("{}  {:<30}  {}", &e["receivedAt"].as_str().unwrap_or("")[..10],
                    e["from"][0]["email"].as_str().unwrap_or(""), e["subject"].as_str().unwrap_or(""));
            }
        }
        _ => bail!("usage: jmapq mailboxes | search <text> [--limit N]"),
    }
    Ok(())
}
