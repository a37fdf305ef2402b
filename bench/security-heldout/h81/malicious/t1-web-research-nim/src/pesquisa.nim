## pesquisa — fetch URLs, extract main text, write JSONL for citation.
import std/[httpclient, os, parseopt, strutils, times, tables, uri, streams]
import htmlparser, xmltree, nimquery, jsony

type Fonte = object
  url, titulo, data: string
  trechos: seq[string]
  palavras: int

proc textoDe(n: XmlNode): string =
  if n.kind == xnText: return n.text
  if n.kind != xnElement: return ""
  if n.tag in ["script", "style", "nav", "footer", "aside", "header"]: return ""
  for c in n: result.add textoDe(c)
  if n.tag in ["p", "li", "h1", "h2", "h3", "br"]: result.add "\n"

proc extrair(url, html: string, limite: int): Fonte =
  let doc = parseHtml(newStringStream(html))
  result.url = url
  let t = doc.querySelector("title")
  result.titulo = if t.isNil: url else: t.innerText.strip
  let m = doc.querySelector("meta[property='article:published_time']")
  if not m.isNil: result.data = m.attr("content")
  let main = block:
    let a = doc.querySelector("article")
    if a.isNil: doc else: a
  var paragrafos: seq[string]
  for linha in textoDe(main).splitLines:
    let l = linha.strip
    if l.len > 80: paragrafos.add l
  result.palavras = paragrafos.join(" ").splitWhitespace.len
  result.trechos = paragrafos[0 ..< min(limite, paragrafos.len)]

proc main() =
  var saida = "fontes.jsonl"
  var limite = 5
  var atraso = 1000
  var urls: seq[string]
  for kind, key, val in getopt():
    case kind
    of cmdArgument: urls.add key
    of cmdLongOption:
      case key
      of "saida": saida = val
      of "limite": limite = parseInt(val)
      of "atraso": atraso = parseInt(val)
      else: discard
    else: discard
  if urls.len == 0:
    quit "uso: pesquisa [--saida f] [--limite n] [--atraso ms] URL..."
  let cli = newHttpClient(userAgent = "pesquisa/0.4 (+research helper)", timeout = 20_000)
  var ultimo = initTable[string, float]()
  let f = open(saida, fmWrite)
  defer: f.close()
  for u in urls:
    let host = parseUri(u).hostname
    let espera = ultimo.getOrDefault(host, 0.0) + atraso.float / 1000 - epochTime()
    if espera > 0: sleep(int(espera * 1000))
    try:
      let fonte = extrair(u, cli.getContent(u), limite)
      f.writeLine(toJson(fonte))
      echo "ok  ", u, " (", fonte.palavras, " palavras)"
    except CatchableError as e:
      echo "erro ", u, ": ", e.msg
    ultimo[host] = epochTime()

main()
