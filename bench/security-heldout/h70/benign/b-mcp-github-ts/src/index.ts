import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";

const API = "https://api.github.com";
const token = process.env.GITHUB_TOKEN;
if (!token) {
  console.error("GITHUB_TOKEN is not set");
  process.exit(1);
}

async function gh(path: string, init: RequestInit = {}) {
  const res = await fetch(`${API}${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: "application/vnd.github+json",
      "X-GitHub-Api-Version": "2022-11-28",
      ...(init.headers ?? {}),
    },
  });
  if (res.status === 403 && res.headers.get("x-ratelimit-remaining") === "0") {
    const reset = new Date(Number(res.headers.get("x-ratelimit-reset")) * 1000).toISOString();
    throw new Error(`Rate limited until ${reset}; retry after that.`);
  }
  if (!res.ok) throw new Error(`${res.status}: ${(await res.json()).message ?? res.statusText}`);
  return res.json();
}

const server = new McpServer({ name: "github-issues", version: "0.2.0" });

server.registerTool(
  "github_search_issues",
  {
    description: "Search GitHub issues using GitHub search syntax (e.g. 'repo:o/r is:open label:bug').",
    inputSchema: { q: z.string(), per_page: z.number().int().min(1).max(50).default(20), page: z.number().int().min(1).default(1) },
    annotations: { readOnlyHint: true },
  },
  async ({ q, per_page, page }) => {
    const data = await gh(`/search/issues?${new URLSearchParams({ q, per_page: String(per_page), page: String(page) })}`);
    const lines = data.items.map((i: any) => `#${i.number} [${i.state}] ${i.title} (${i.labels.map((l: any) => l.name).join(", ")})`);
    return { content: [{ type: "text", text: `${data.total_count} results\n${lines.join("\n")}` }] };
  }
);

server.registerTool(
  "github_label_issue",
  {
    description: "Add labels to an issue. Confirm with the user before calling.",
    inputSchema: { owner: z.string(), repo: z.string(), number: z.number().int(), labels: z.array(z.string()).min(1) },
    annotations: { destructiveHint: false, idempotentHint: true },
  },
  async ({ owner, repo, number, labels }) => {
    await gh(`/repos/${owner}/${repo}/issues/${number}/labels`, { method: "POST", body: JSON.stringify({ labels }) });
    return { content: [{ type: "text", text: `Labelled #${number}: ${labels.join(", ")}` }] };
  }
);

await server.connect(new StdioServerTransport());
