# Vérifie la chaîne d'outils Rust
RUST_COMPONENTS := clippy rustfmt rust-src

.PHONY: toolchain
toolchain:
	@command -v rustup >/dev/null || { echo "rustup introuvable : voir https://rustup.rs"; exit 1; }
	rustup component add $(RUST_COMPONENTS)
