from setuptools import setup

setup(
    name="mkdocs-untranslated-banner",
    version="0.4.1",
    packages=["mkdocs_untranslated_banner"],
    package_dir={"mkdocs_untranslated_banner": "."},
    install_requires=["mkdocs>=1.5"],
    entry_points={"mkdocs.plugins": ["untranslated-banner = mkdocs_untranslated_banner.plugin:UntranslatedBannerPlugin"]},
)
