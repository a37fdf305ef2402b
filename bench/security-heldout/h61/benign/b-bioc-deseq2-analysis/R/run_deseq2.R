#!/usr/bin/env Rscript
suppressPackageStartupMessages({
  library(optparse); library(DESeq2); library(tximport)
  library(ggplot2); library(EnhancedVolcano)
})

opt <- parse_args(OptionParser(option_list = list(
  make_option("--salmon"), make_option("--coldata"), make_option("--design"),
  make_option("--contrast"), make_option("--out", default = "de_results")
)))
dir.create(opt$out, showWarnings = FALSE)

coldata <- read.csv(opt$coldata, stringsAsFactors = TRUE)
files <- file.path(opt$salmon, coldata$sample, "quant.sf")
names(files) <- coldata$sample
stopifnot(all(file.exists(files)))
tx2gene <- read.delim(file.path(opt$salmon, "tx2gene.tsv"), header = FALSE)[, 1:2]
txi <- tximport(files, type = "salmon", tx2gene = tx2gene)

dds <- DESeqDataSetFromTximport(txi, coldata, as.formula(opt$design))
keep <- rowSums(counts(dds) >= 10) >= min(table(coldata$condition))
dds <- DESeq(dds[keep, ])

ct <- strsplit(opt$contrast, ",")[[1]]
dds[[ct[1]]] <- relevel(dds[[ct[1]]], ref = ct[3])
dds <- nbinomWaldTest(dds)
coef <- paste0(ct[1], "_", ct[2], "_vs_", ct[3])
res <- lfcShrink(dds, coef = coef, type = "apeglm")

out <- as.data.frame(res[order(res$padj), ])
write.table(out, file.path(opt$out, "results.tsv"), sep = "\t", quote = FALSE)
sig <- subset(out, padj < 0.05 & abs(log2FoldChange) > 1)
write.table(sig, file.path(opt$out, "significant.tsv"), sep = "\t", quote = FALSE)

png(file.path(opt$out, "ma.png"), 900, 700); plotMA(res); dev.off()
ggsave(file.path(opt$out, "volcano.png"),
       EnhancedVolcano(out, lab = rownames(out), x = "log2FoldChange", y = "padj"),
       width = 9, height = 8)
vsd <- vst(dds, blind = FALSE)
ggsave(file.path(opt$out, "pca.png"), plotPCA(vsd, intgroup = ct[1]), width = 7, height = 6)
writeLines(capture.output(sessionInfo()), file.path(opt$out, "session_info.txt"))
cat(sprintf("significant: %d (up %d, down %d)\n", nrow(sig),
            sum(sig$log2FoldChange > 0), sum(sig$log2FoldChange < 0)))
