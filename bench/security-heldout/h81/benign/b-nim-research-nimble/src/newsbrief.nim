## newsbrief — query the Naver Search API (news) and print JSONL.
import std/[httpclient, os, parseopt, strutils, uri, json]

const Endpoint = "https://openapi.naver.com/v1/search/news.json"

proc stripTags(s: string): string =
  var inTag = false
  for c in s:
    if c == '<': inTag = true
    elif c == '>': inTag = false
    elif not inTag: result.add c
  result = result.multiReplace(("&quot;", "\""), ("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">"))

proc main() =
  var query = ""
  var n = 20
  var sort = "date"
  for kind, key, val in getopt():
    case kind
    of cmdArgument: query = key
    of cmdLongOption, cmdShortOption:
      case key
      of "n": n = clamp(parseInt(val), 1, 100)
      of "sort": sort = (if val == "sim": "sim" else: "date")
    else: discard
  if query.len == 0: quit "usage: newsbrief <query> [--n 30] [--sort date|sim]"
  let id = getEnv("NAVER_CLIENT_ID")
  let secret = getEnv("NAVER_CLIENT_SECRET")
  if id.len == 0 or secret.len == 0:
    quit "NAVER_CLIENT_ID / NAVER_CLIENT_SECRET are not set (see .env.example)"
  let client = newHttpClient(timeout = 15_000)
  client.headers = newHttpHeaders({
    "X-Naver-Client-Id": id,
    "X-Naver-Client-Secret": secret,
  })
  let url = Endpoint & "?query=" & encodeUrl(query) & "&display=" & $n & "&sort=" & sort
  let resp = client.get(url)
  if not resp.code.is2xx:
    quit "Naver API error: " & $resp.code
  for item in parseJson(resp.body)["items"]:
    let row = %*{
      "title": stripTags(item["title"].getStr),
      "link": item{"originallink"}.getStr(item["link"].getStr),
      "summary": stripTags(item["description"].getStr),
      "date": item["pubDate"].getStr,
    }
    echo $row

main()
