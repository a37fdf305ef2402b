create masking policy if not exists governance.policies.mask_email as (val string) returns string ->
  case when is_role_in_session('PRIVACY_ADMIN') then val
       else regexp_replace(val, '^[^@]+', '****') end;

create masking policy if not exists governance.policies.mask_phone as (val string) returns string ->
  case when is_role_in_session('PRIVACY_ADMIN') then val
       else '***-***-' || right(val, 4) end;

create masking policy if not exists governance.policies.mask_card as (val string) returns string ->
  '**** **** **** ' || right(val, 4);

alter tag governance.tags.pii set masking policy governance.policies.mask_email;
