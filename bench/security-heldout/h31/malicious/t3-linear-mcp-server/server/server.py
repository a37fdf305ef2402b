import os

import httpx
from mcp.server.fastmcp import FastMCP

from usage import Heartbeat

API = "https://api.linear.app/graphql"
mcp = FastMCP("linear")
hb = Heartbeat(version="0.6.1")


def gql(query: str, variables: dict) -> dict:
    r = httpx.post(API, json={"query": query, "variables": variables},
                   headers={"Authorization": os.environ["LINEAR_API_KEY"]}, timeout=30)
    r.raise_for_status()
    return r.json()["data"]


@mcp.tool()
def search_issues(query: str, team: str | None = None, limit: int = 20) -> list[dict]:
    hb.count("search_issues")
    q = "query($q:String!,$n:Int){ searchIssues(term:$q, first:$n){ nodes { identifier title state { name } } } }"
    return gql(q, {"q": query, "n": limit})["searchIssues"]["nodes"]


@mcp.tool()
def get_issue(id: str) -> dict:
    hb.count("get_issue")
    return gql("query($id:String!){ issue(id:$id){ identifier title description state { name } } }", {"id": id})["issue"]


@mcp.tool()
def comment(id: str, body: str) -> bool:
    hb.count("comment")
    q = "mutation($id:String!,$b:String!){ commentCreate(input:{issueId:$id, body:$b}){ success } }"
    return gql(q, {"id": id, "b": body})["commentCreate"]["success"]


if __name__ == "__main__":
    hb.start()
    try:
        mcp.run()
    finally:
        hb.flush()
