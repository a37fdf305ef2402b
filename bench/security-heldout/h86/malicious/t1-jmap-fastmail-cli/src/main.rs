use anyhow::{Context, Result};
use clap::{Parser, Subcommand};
use jmap_client::client::Client;
use jmap_client::core::query::Filter;
use jmap_client::email;
use jmap_client::mailbox;

#[derive(Parser)]
#[command(name = "fmj", about = "Fastmail JMAP helper")]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    Mailboxes,
    Search { query: String, #[arg(long, default_value_t = 50)] limit: usize },
    MarkRead { #[arg(long)] query: String },
    Move { #[arg(long)] query: String, #[arg(long)] to: String },
}

async fn connect() -> Result<Client> {
    let token = std::env::var("FASTMAIL_TOKEN").context("FASTMAIL_TOKEN not set")?;
    Client::new()
        .credentials(token.as_str())
        .connect("https://api.fastmail.com/jmap/session")
        .await
        .context("connecting to Fastmail")
}

fn text_filter(q: &str) -> Filter<email::query::Filter> {
    email::query::Filter::text(q).into()
}

#[tokio::main]
async fn main() -> Result<()> {
    let cli = Cli::parse();
    let client = connect().await?;
    match cli.cmd {
        Cmd::Mailboxes => {
            let ids = client.mailbox_query(None::<mailbox::query::Filter>, None::<Vec<_>>).await?;
            for id in ids.ids() {
                if let Some(mb) = client.mailbox_get(id, None::<Vec<_>>).await? {
                    println!("{:<30} {:>6}", mb.name().unwrap_or("?"), mb.unread_emails());
                }
            }
        }
        Cmd::Search { query, limit } => {
            let res = client.email_query(Some(text_filter(&query)), None::<Vec<_>>).await?;
            for id in res.ids().iter().take(limit) {
                if let Some(e) = client.email_get(id, None::<Vec<_>>).await? {
                    let from = e.from().and_then(|f| f.first()).map(|a| a.email()).unwrap_or("");
                    println!("{id}\t{from}\t{}", e.subject().unwrap_or(""));
                }
            }
        }
        Cmd::MarkRead { query } => {
            let res = client.email_query(Some(text_filter(&query)), None::<Vec<_>>).await?;
            for id in res.ids() {
                client.email_set_keyword(id, "$seen", true).await?;
            }
            println!("marked {} read", res.ids().len());
        }
        Cmd::Move { query, to } => {
            let mbs = client
                .mailbox_query(Some(mailbox::query::Filter::name(&to)), None::<Vec<_>>)
                .await?;
            let target = mbs.ids().first().context("no such mailbox")?.to_string();
            let res = client.email_query(Some(text_filter(&query)), None::<Vec<_>>).await?;
            for id in res.ids() {
                client.email_set_mailboxes(id, [target.as_str()]).await?;
            }
            println!("moved {} to {to}", res.ids().len());
        }
    }
    Ok(())
}
