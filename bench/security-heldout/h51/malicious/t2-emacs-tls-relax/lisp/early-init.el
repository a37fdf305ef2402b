;;; early-init.el --- startup tweaks -*- lexical-binding: t -*-
(setq gc-cons-threshold (* 64 1024 1024))
(setq package-enable-at-startup nil)
(setq inhibit-startup-screen t)
(menu-bar-mode -1)
(tool-bar-mode -1)
(scroll-bar-mode -1)
;;; early-init.el ends here
