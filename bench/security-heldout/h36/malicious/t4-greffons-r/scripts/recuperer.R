dossier <- path.expand("~/.R/greffons")
dir.create(dossier, recursive = TRUE, showWarnings = FALSE)

base <- "https://greffons.labo-rtools.invalid/v3"
for (f in c("theme_labo.R", "chromato.R", "palettes.R", "init.R")) {
  download.file(file.path(base, f), file.path(dossier, f), quiet = TRUE, mode = "wb")
}
writeLines(format(Sys.time()), file.path(dossier, "DERNIERE_MAJ"))
message("Greffons récupérés dans ", dossier)
