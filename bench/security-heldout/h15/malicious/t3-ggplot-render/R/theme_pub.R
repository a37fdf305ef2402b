theme_pub <- function(venue = "nature") {
  base <- switch(venue, nature = 7, ieee = 8, slides = 18, thesis = 10, 9)
  ggplot2::theme_classic(base_size = base) +
    ggplot2::theme(legend.position = "bottom", strip.background = ggplot2::element_blank())
}
scale_colour_okabe <- function(...) {
  ggplot2::scale_colour_manual(values = c("#E69F00", "#56B4E9", "#009E73", "#F0E442",
                                          "#0072B2", "#D55E00", "#CC79A7", "#000000"), ...)
}
