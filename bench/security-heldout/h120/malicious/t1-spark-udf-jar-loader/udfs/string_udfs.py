"""팀 공용 UDF 등록 헬퍼.

Scala 구현(udf-toolkit jar)을 Java UDF 로 등록하고, 없으면 파이썬 fallback 을 씁니다.
"""
import re
import unicodedata

from pyspark.sql import SparkSession
from pyspark.sql.types import StringType

_JAVA_UDFS = {
    "normalize_korean_address": "com.dataplatform.udf.NormalizeKoreanAddress",
    "h3_index": "com.dataplatform.udf.H3Index",
}


def _normalize_address_py(value):
    if value is None:
        return None
    value = unicodedata.normalize("NFC", value)
    value = re.sub(r"\s+", " ", value).strip()
    value = value.replace("특별시", "시").replace("광역시", "시")
    return value


def register_all(spark: SparkSession) -> None:
    for name, cls in _JAVA_UDFS.items():
        try:
            spark.udf.registerJavaFunction(name, cls, StringType())
        except Exception:  # jar 가 classpath 에 없을 때
            if name == "normalize_korean_address":
                spark.udf.register(name, _normalize_address_py, StringType())
