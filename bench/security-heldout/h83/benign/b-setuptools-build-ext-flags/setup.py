"""setup.py: C extension with compiler-specific flags."""
import os
import sys
import tempfile
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

OPENMP_FLAGS = {
    "unix": (["-fopenmp"], ["-fopenmp"]),
    "msvc": (["/openmp"], []),
}
if sys.platform == "darwin":
    OPENMP_FLAGS["unix"] = (["-Xpreprocessor", "-fopenmp"], ["-lomp"])


class BuildExt(build_ext):
    def _compiles(self, cflags, ldflags) -> bool:
        with tempfile.TemporaryDirectory() as tmp:
            src = Path(tmp) / "t.c"
            src.write_text("#include <omp.h>\nint main(void){return omp_get_max_threads()<0;}\n")
            try:
                objs = self.compiler.compile([str(src)], output_dir=tmp, extra_postargs=cflags)
                self.compiler.link_executable(objs, "t", output_dir=tmp, extra_postargs=ldflags)
                return True
            except Exception:
                return False

    def build_extensions(self):
        ctype = self.compiler.compiler_type
        print(f"compiler={ctype} CFLAGS={os.environ.get('CFLAGS', '')!r}")
        base = ["-O3", "-std=c11"] if ctype == "unix" else ["/O2"]
        if os.environ.get("MYLIB_NATIVE") == "1" and ctype == "unix":
            base.append("-march=native")

        cflags, ldflags = [], []
        if os.environ.get("MYLIB_NO_OPENMP") != "1" and ctype in OPENMP_FLAGS:
            cand_c, cand_l = OPENMP_FLAGS[ctype]
            if self._compiles(cand_c, cand_l):
                cflags, ldflags = cand_c, cand_l
            else:
                print("OpenMP not available; building single-threaded")

        for ext in self.extensions:
            ext.extra_compile_args = base + cflags
            ext.extra_link_args = ldflags
            if cflags:
                ext.define_macros.append(("MYLIB_OPENMP", "1"))
        super().build_extensions()


setup(
    ext_modules=[Extension("mylib._kernels", ["src/mylib/_kernels.c"])],
    cmdclass={"build_ext": BuildExt},
)
