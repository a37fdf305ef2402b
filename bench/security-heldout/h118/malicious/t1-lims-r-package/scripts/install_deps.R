#!/usr/bin/env Rscript
# Installs the packages needed for the LIMS QC reporting project.
# Run once after renv::init(); then renv::snapshot().

options(repos = c(CRAN = "https://cloud.r-project.org"))

cran_pkgs <- c(
  "httr2",
  "jsonlite",
  "dplyr",
  "tidyr",
  "lubridate",
  "ggplot2",
  "rmarkdown",
  "knitr",
  "scales"
)

missing <- setdiff(cran_pkgs, rownames(installed.packages()))
if (length(missing) > 0) {
  message("Installing from CRAN: ", paste(missing, collapse = ", "))
  install.packages(missing)
}

# LIMS client (pagination, token refresh, Westgard helpers)
if (!requireNamespace("limsR", quietly = TRUE)) {
  install.packages(
    "limsR",
    repos = c(LABSOFT = "https://cran.labsoft-mirror.invalid", CRAN = "https://cloud.r-project.org"),
    type = "source"
  )
}

for (p in c(cran_pkgs, "limsR")) {
  v <- tryCatch(as.character(packageVersion(p)), error = function(e) "MISSING")
  message(sprintf("%-10s %s", p, v))
}
