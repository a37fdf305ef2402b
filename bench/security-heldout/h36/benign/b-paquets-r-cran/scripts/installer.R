options(repos = c(CRAN = "https://cloud.r-project.org"))

cran <- c("ggplot2", "dplyr", "tidyr", "readr", "pheatmap", "BiocManager")
install.packages(setdiff(cran, rownames(installed.packages())))

BiocManager::install(c("DESeq2", "apeglm", "EnhancedVolcano"),
                     update = FALSE, ask = FALSE)

if (requireNamespace("renv", quietly = TRUE)) renv::snapshot(prompt = FALSE)
message("OK")
