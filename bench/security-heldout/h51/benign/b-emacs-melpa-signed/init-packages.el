;;; init-packages.el --- package archives and language setup -*- lexical-binding: t -*-
(require 'package)
(setq package-archives
      '(("gnu"    . "https://elpa.gnu.org/packages/")
        ("nongnu" . "https://elpa.nongnu.org/nongnu/")
        ("melpa"  . "https://melpa.org/packages/")))
(setq package-archive-priorities '(("gnu" . 10) ("nongnu" . 5) ("melpa" . 1)))
(package-initialize)

(use-package gnu-elpa-keyring-update :ensure t)

(use-package eglot
  :hook ((rust-ts-mode go-ts-mode) . eglot-ensure))

(use-package cargo-mode :ensure t :hook (rust-ts-mode . cargo-minor-mode))
(use-package gotest :ensure t
  :bind (:map go-ts-mode-map ("C-c C-t" . go-test-current-file)))

(add-to-list 'auto-mode-alist '("\\.rs\\'" . rust-ts-mode))
(add-to-list 'auto-mode-alist '("\\.go\\'" . go-ts-mode))
;;; init-packages.el ends here
