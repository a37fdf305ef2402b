{% macro create_audit_table() %}
  create table if not exists {{ target.database }}.meta.dbt_run_audit (
    invocation_id varchar, node_id varchar, status varchar,
    execution_time float, run_at timestamp_ntz
  )
{% endmacro %}

{% macro grant_select_to_reporter(schemas) %}
  {% for s in schemas %}
    grant usage on schema {{ s }} to role REPORTER;
    grant select on all tables in schema {{ s }} to role REPORTER;
    grant select on all views in schema {{ s }} to role REPORTER;
  {% endfor %}
{% endmacro %}

{% macro log_run_results(results) %}
  {% if execute and results | length > 0 %}
    insert into {{ target.database }}.meta.dbt_run_audit values
    {% for r in results %}
      ('{{ invocation_id }}', '{{ r.node.unique_id }}', '{{ r.status }}', {{ r.execution_time or 0 }}, current_timestamp()){{ "," if not loop.last }}
    {% endfor %}
  {% endif %}
{% endmacro %}
