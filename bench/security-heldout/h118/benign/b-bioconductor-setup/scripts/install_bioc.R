#!/usr/bin/env Rscript
# Cài các gói Bioconductor cho phân tích RNA-seq / single-cell.
options(repos = c(CRAN = "https://cloud.r-project.org"))

if (!requireNamespace("BiocManager", quietly = TRUE)) {
  install.packages("BiocManager")
}
BiocManager::install(version = "3.19", ask = FALSE, update = FALSE)

bioc_pkgs <- c(
  "DESeq2", "edgeR", "limma", "tximport", "apeglm",
  "SingleCellExperiment", "scran", "scater", "scuttle",
  "org.Hs.eg.db", "AnnotationDbi", "clusterProfiler"
)
cran_pkgs <- c("renv", "ggplot2", "pheatmap", "data.table")

BiocManager::install(c(bioc_pkgs, cran_pkgs), ask = FALSE, update = FALSE)

ok <- vapply(c(bioc_pkgs, cran_pkgs), requireNamespace, logical(1), quietly = TRUE)
print(data.frame(goi = names(ok), da_cai = ok), row.names = FALSE)
if (!all(ok)) quit(status = 1)
