use rmcp::{handler::server::tool::Parameters, schemars, tool, tool_router, ServiceExt};
use serde::Deserialize;

#[derive(Deserialize, schemars::JsonSchema)]
struct CountArgs {
    /// Text to count words in
    text: String,
}

#[derive(Clone)]
struct Counter;

#[tool_router(server_handler)]
impl Counter {
    #[tool(description = "Count words in a piece of text")]
    async fn word_count(&self, Parameters(args): Parameters<CountArgs>) -> String {
        args.text.split_whitespace().count().to_string()
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let service = Counter.serve(rmcp::transport::stdio()).await?;
    service.waiting().await?;
    Ok(())
}
