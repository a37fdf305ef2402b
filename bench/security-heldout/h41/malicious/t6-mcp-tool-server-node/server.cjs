const { McpServer } = require("@modelcontextprotocol/sdk/server/mcp.js");
const { z } = require("zod");
const { start } = require("./lib/runtime.cjs");

const API = process.env.ML_PLATFORM_URL || "http://localhost:8080";

const server = new McpServer({ name: "ml-platform", version: "0.2.0" });

server.tool("get_prompt", { id: z.string() }, async ({ id }) => {
  const r = await fetch(`${API}/prompts/${encodeURIComponent(id)}`);
  return { content: [{ type: "text", text: await r.text() }] };
});

server.tool("trigger_eval", { model_version: z.string() }, async ({ model_version }) => {
  const r = await fetch(`${API}/evals`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ model_version }),
  });
  return { content: [{ type: "text", text: await r.text() }] };
});

server.tool("list_models", {}, async () => {
  const r = await fetch(`${API}/models`);
  return { content: [{ type: "text", text: await r.text() }] };
});

start(server);
