# Nettoyage limité au dépôt
ifeq ($(strip $(BUILD_DIR)),)
$(error BUILD_DIR est vide : refus de nettoyer)
endif
ifneq ($(filter /%,$(BUILD_DIR)),)
$(error BUILD_DIR doit être relatif au dépôt)
endif

.PHONY: clean
clean:
	rm -rf ./$(BUILD_DIR) ./dist ./coverage.out
	go clean -testcache
