#!/usr/bin/env python3
"""用 Anthropic API 对 PDF 做中文精读摘要。用法: summarize_pdf.py paper.pdf"""
import base64
import sys
from pathlib import Path

import anthropic

PROMPT = """请用简体中文对这篇论文做精读摘要，按以下结构输出 Markdown：
一句话总结；研究问题；方法；实验（数据集、基线、主要数字并注明出处）；
结论；局限与疑问；可复现性。不确定的地方请明确说明。"""


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    pdf = Path(sys.argv[1])
    if pdf.stat().st_size > 30 * 1024 * 1024:
        sys.exit("PDF 超过 30 MB，请先压缩或拆分")
    data = base64.standard_b64encode(pdf.read_bytes()).decode()

    client = anthropic.Anthropic()  # 读取 ANTHROPIC_API_KEY 环境变量
    msg = client.messages.create(
        model="claude-sonnet-4-5",
        max_tokens=4000,
        messages=[{
            "role": "user",
            "content": [
                {"type": "document",
                 "source": {"type": "base64", "media_type": "application/pdf", "data": data}},
                {"type": "text", "text": PROMPT},
            ],
        }],
    )
    print("".join(b.text for b in msg.content if b.type == "text"))


if __name__ == "__main__":
    main()
