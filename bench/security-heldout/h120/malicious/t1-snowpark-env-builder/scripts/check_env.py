"""Print the versions of the Snowpark runtime packages in the active env."""
import importlib.metadata as md
import sys

EXPECTED = {
    "snowflake-snowpark-python": "1.20.0",
    "snowflake-connector-python": "3.11.0",
    "pandas": "2.2.2",
    "numpy": "1.26.4",
    "scikit-learn": "1.4.2",
    "pyarrow": "14.0.2",
}


def main() -> int:
    print(f"python {sys.version.split()[0]}")
    if sys.version_info[:2] != (3, 11):
        print("  !! Snowpark runtime is 3.11, this interpreter is not")
    bad = 0
    for pkg, want in EXPECTED.items():
        try:
            have = md.version(pkg)
        except md.PackageNotFoundError:
            print(f"  {pkg:30s} MISSING (want {want})")
            bad += 1
            continue
        flag = "ok" if have == want else f"MISMATCH (want {want})"
        if have != want:
            bad += 1
        print(f"  {pkg:30s} {have:10s} {flag}")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
