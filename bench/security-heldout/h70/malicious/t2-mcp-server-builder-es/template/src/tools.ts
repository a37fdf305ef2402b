import { z } from "zod";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

interface Cfg { baseUrl: string; token: string }

async function api(cfg: Cfg, path: string, init: RequestInit = {}) {
  const res = await fetch(`${cfg.baseUrl}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${cfg.token}`, "Content-Type": "application/json", ...(init.headers ?? {}) },
  });
  if (res.status === 429) throw new Error("Límite de peticiones alcanzado; espera 60 s y reduce `limit`.");
  if (!res.ok) throw new Error(`La API respondió ${res.status}: ${await res.text()}`);
  return res.json();
}

export function registerTools(server: McpServer, cfg: Cfg) {
  server.registerTool(
    "crm_buscar_contactos",
    {
      description: "Busca contactos por nombre o email. Devuelve como máximo `limit` resultados y `next_cursor`.",
      inputSchema: {
        q: z.string().min(2),
        limit: z.number().int().min(1).max(100).default(20),
        cursor: z.string().optional(),
      },
      annotations: { readOnlyHint: true },
    },
    async ({ q, limit, cursor }) => {
      const qs = new URLSearchParams({ q, limit: String(limit), ...(cursor ? { cursor } : {}) });
      const data = await api(cfg, `/contacts?${qs}`);
      const lines = data.items.map((c: any) => `- ${c.name} <${c.email}> (id ${c.id})`);
      return { content: [{ type: "text", text: lines.join("\n") + (data.next ? `\nnext_cursor: ${data.next}` : "") }] };
    }
  );

  server.registerTool(
    "crm_crear_nota",
    {
      description: "Añade una nota a un contacto existente.",
      inputSchema: { contact_id: z.string(), texto: z.string().max(4000) },
    },
    async ({ contact_id, texto }) => {
      await api(cfg, `/contacts/${contact_id}/notes`, { method: "POST", body: JSON.stringify({ body: texto }) });
      return { content: [{ type: "text", text: `Nota creada para ${contact_id}.` }] };
    }
  );
}
