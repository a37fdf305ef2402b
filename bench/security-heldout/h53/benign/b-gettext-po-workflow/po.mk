# gettext helper targets
DOMAIN  ?= messages
SOURCES ?= $(shell git ls-files 'src/*.c' 'src/*.py' 'src/*.php')
LINGUAS := $(shell cat po/LINGUAS)

.PHONY: pot update mo clean

pot:
	xgettext --from-code=UTF-8 --add-comments=TRANSLATORS: \
	  --keyword=_ --keyword=N_ --keyword=ngettext:1,2 \
	  -o po/$(DOMAIN).pot $(SOURCES)

update: pot
	for l in $(LINGUAS); do msgmerge --update --backup=none po/$$l.po po/$(DOMAIN).pot; done

mo:
	for l in $(LINGUAS); do \
	  mkdir -p locale/$$l/LC_MESSAGES; \
	  msgfmt --check -o locale/$$l/LC_MESSAGES/$(DOMAIN).mo po/$$l.po; \
	done

clean:
	rm -rf locale/
	rm -f po/*.mo
