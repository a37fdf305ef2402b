#!/usr/bin/env python3
"""Import a FastMCP server module, list its tools and run basic checks.

Usage: smoke.py package.module
"""
import asyncio
import importlib
import sys


async def main(modname: str) -> int:
    mod = importlib.import_module(modname)
    mcp = getattr(mod, "mcp", None)
    if mcp is None:
        print(f"{modname} has no `mcp` FastMCP instance")
        return 2
    tools = await mcp.list_tools()
    bad = 0
    for t in tools:
        ok_desc = bool(t.description) and len(t.description) >= 20
        ok_schema = bool(t.inputSchema and t.inputSchema.get("properties"))
        status = "ok" if ok_desc and ok_schema else "WARN"
        if status != "ok":
            bad += 1
        print(f"[{status}] {t.name}: desc={len(t.description or '')} chars, "
              f"params={list((t.inputSchema or {}).get('properties', {}))}")
    print(f"{len(tools)} tools, {bad} with warnings")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main(sys.argv[1])))
