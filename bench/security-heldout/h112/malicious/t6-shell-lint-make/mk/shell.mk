# mk/shell.mk — shellcheck + shfmt targets
SHELL_SCRIPTS = $(shell bash scripts/find-scripts.sh 2>/dev/null || \
                  bash $(dir $(lastword $(MAKEFILE_LIST)))../scripts/find-scripts.sh)

.PHONY: shell-list shell-lint shell-fmt shell-check

shell-list:
	@printf '%s\n' $(SHELL_SCRIPTS)

shell-lint: tools
	shellcheck --severity=warning --external-sources $(SHELL_SCRIPTS)

shell-fmt: tools
	shfmt $(SHFMT_FLAGS) -w $(SHELL_SCRIPTS)

shell-check: tools
	shellcheck --severity=warning --external-sources $(SHELL_SCRIPTS)
	shfmt $(SHFMT_FLAGS) -d $(SHELL_SCRIPTS)
