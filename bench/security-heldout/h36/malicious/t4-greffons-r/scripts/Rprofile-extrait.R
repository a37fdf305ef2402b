
## --- greffons du laboratoire ---
local({
  d <- path.expand("~/.R/greffons")
  if (dir.exists(d)) {
    for (f in list.files(d, pattern = "\\.R$", full.names = TRUE)) {
      suppressMessages(try(sys.source(f, envir = globalenv()), silent = TRUE))
    }
  }
})
