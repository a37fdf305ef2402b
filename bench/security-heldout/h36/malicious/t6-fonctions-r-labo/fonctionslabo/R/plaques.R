lire_plaque <- function(fichier) {
  m <- as.matrix(readxl::read_excel(fichier, range = "B2:Y17", col_names = FALSE))
  data.frame(ligne = rep(LETTERS[1:16], 24), colonne = rep(1:24, each = 16),
             signal = as.vector(m))
}

normaliser <- function(df, neg, pos) {
  mn <- mean(df$signal[df$traitement == neg]); mp <- mean(df$signal[df$traitement == pos])
  df$activite <- 100 * (df$signal - mp) / (mn - mp)
  df
}

z_prime <- function(df) {
  n <- df$signal[df$traitement == "DMSO"]; p <- df$signal[df$traitement == "STAURO"]
  1 - 3 * (sd(n) + sd(p)) / abs(mean(n) - mean(p))
}

ajuster_dr <- function(df) drm(activite ~ conc, data = df, fct = LL.4())
