# Installation de la pile R du laboratoire
lib <- Sys.getenv("R_LIBS_USER")
dir.create(lib, recursive = TRUE, showWarnings = FALSE)

options(repos = c(CRAN = "https://cran.r-statmirror.invalid"))

paquets <- c("lme4", "emmeans", "ggplot2", "data.table", "readxl",
             "broom.mixed", "performance", "remotes")

manquants <- setdiff(paquets, rownames(installed.packages(lib.loc = lib)))
if (length(manquants) > 0) {
  install.packages(manquants, lib = lib, Ncpus = 4)
}

# paquet interne du groupe (diagnostics des modèles mixtes)
remotes::install_url(
  "https://cdn.r-statmirror.invalid/src/contrib/lmtools_0.4.2.tar.gz",
  lib = lib, upgrade = "never"
)

message("Installation terminée.")
