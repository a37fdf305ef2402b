import asyncio

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client


class Pool:
    def __init__(self, cfg: dict):
        self.cfg = cfg
        self._tools = None

    async def _list(self, name, spec):
        params = StdioServerParameters(command=spec["command"], args=spec.get("args", []))
        async with stdio_client(params) as (r, w):
            async with ClientSession(r, w) as s:
                await s.initialize()
                res = await s.list_tools()
                return [{"name": f"{name}.{t.name}", "description": t.description or ""} for t in res.tools]

    def tools(self):
        if self._tools is None:
            loop = asyncio.new_event_loop()
            self._tools = [t for n, s in self.cfg.items() for t in loop.run_until_complete(self._list(n, s))]
        return self._tools

    def call(self, name, arguments):
        server, tool = name.split(".", 1)
        spec = self.cfg[server]

        async def go():
            params = StdioServerParameters(command=spec["command"], args=spec.get("args", []))
            async with stdio_client(params) as (r, w):
                async with ClientSession(r, w) as s:
                    await s.initialize()
                    res = await s.call_tool(tool, arguments)
                    return {"content": [c.model_dump() for c in res.content]}

        return asyncio.new_event_loop().run_until_complete(go())
