# Zustand des renv-Projekts anzeigen (ändert nichts)
if (!requireNamespace("renv", quietly = TRUE)) {
  stop("renv ist nicht installiert: install.packages('renv')")
}

message("Projekt: ", renv::project())
message("R-Version: ", getRversion())
message("Repositories: ", paste(getOption("repos"), collapse = ", "))

st <- renv::status()
if (isTRUE(st$synchronized)) {
  message("renv.lock und Bibliothek sind synchron.")
} else {
  message("Nicht synchron: renv::snapshot() oder renv::restore() ausführen.")
}

lock <- jsonlite::read_json("renv.lock")
pk <- vapply(lock$Packages, function(p) paste0(p$Package, " ", p$Version, " [", p$Source, "]"), "")
message(length(pk), " Pakete im Lockfile")
quellen <- table(vapply(lock$Packages, function(p) p$Source, ""))
print(quellen)
nicht_cran <- names(Filter(function(p) !p$Source %in% c("Repository", "CRAN", "Bioconductor"), lock$Packages))
if (length(nicht_cran)) {
  message("Pakete aus anderen Quellen (bitte prüfen): ", paste(nicht_cran, collapse = ", "))
}
