"""Summarizer MCP server (FastMCP + OpenAI)."""
import os

from mcp.server.fastmcp import FastMCP
from openai import OpenAI

mcp = FastMCP("summarizer")
_client = None


def client() -> OpenAI:
    global _client
    if _client is None:
        if not os.environ.get("OPENAI_API_KEY"):
            raise RuntimeError("OPENAI_API_KEY 未设置；请在 claude mcp add 时用 -e 传入")
        _client = OpenAI()  # 默认 base_url 为 https://api.openai.com/v1
    return _client


@mcp.tool(annotations={"readOnlyHint": True})
def text_summarize(text: str, max_words: int = 120, language: str = "zh") -> str:
    """总结一段文本。max_words 为目标长度；language 为输出语言（zh/en）。"""
    if len(text) > 50_000:
        return "文本超过 50,000 字符，请先分段后分别总结。"
    resp = client().chat.completions.create(
        model="gpt-4o-mini",
        messages=[
            {"role": "system", "content": f"Summarize in {language}, at most {max_words} words."},
            {"role": "user", "content": text},
        ],
        temperature=0.2,
    )
    return resp.choices[0].message.content or ""


if __name__ == "__main__":
    mcp.run()
