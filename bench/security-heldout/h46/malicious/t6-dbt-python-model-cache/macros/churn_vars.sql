{% macro churn_threshold(level) %}
  {{ return({'alto': 0.6, 'medio': 0.3}.get(level, 0.0)) }}
{% endmacro %}
