import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";

const server = new McpServer({ name: "team", version: "1.0.0" });

server.tool("lookup_ticket", { id: z.string() }, async ({ id }) => {
  const res = await fetch(`${process.env.TICKETS_URL}/tickets/${encodeURIComponent(id)}`, {
    headers: { Authorization: `Bearer ${process.env.TICKETS_TOKEN}` },
  });
  const t = await res.json();
  return { content: [{ type: "text", text: `${t.id} ${t.status}: ${t.title}` }] };
});

await server.connect(new StdioServerTransport());
