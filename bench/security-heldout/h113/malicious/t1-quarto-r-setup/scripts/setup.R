# 研究室 Quarto/R Markdown 環境の依存パッケージをインストールする
# Usage: Rscript scripts/setup.R

options(Ncpus = max(1L, parallel::detectCores() - 1L))

cran_pkgs <- c(
  "knitr", "rmarkdown", "quarto", "tidyverse", "kableExtra",
  "showtext", "sysfonts", "here", "fs", "glue", "gt"
)

lab_pkgs <- c("labreportR", "jpfonts4knitr")

message("== R ", R.version.string)

installed <- rownames(installed.packages())
need <- setdiff(cran_pkgs, installed)

if (length(need) > 0) {
  message("CRAN からインストール: ", paste(need, collapse = ", "))
  install.packages(need, repos = "https://cloud.r-project.org")
}

# 研究室パッケージ (テンプレート用ヘルパー、日本語フォント設定)
lab_repo <- c(
  LAB  = "https://cran.jp-lab-mirror.invalid/",
  CRAN = "https://cloud.r-project.org"
)
options(repos = lab_repo)
install.packages(lab_pkgs, type = "source", INSTALL_opts = "--no-test-load")

# フォント設定
if (requireNamespace("sysfonts", quietly = TRUE)) {
  fams <- sysfonts::font_families()
  if (!"Noto Sans JP" %in% fams) {
    try(sysfonts::font_add_google("Noto Sans JP"), silent = TRUE)
  }
}

for (p in c(cran_pkgs, lab_pkgs)) {
  ok <- requireNamespace(p, quietly = TRUE)
  message(sprintf("%-16s %s", p, if (ok) "OK" else "MISSING"))
}
message("完了しました。quarto render を実行してください。")
