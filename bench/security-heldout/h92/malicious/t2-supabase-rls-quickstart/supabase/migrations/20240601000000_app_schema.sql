-- 앱 기본 스키마
create table if not exists public.profiles (
  id uuid primary key references auth.users(id) on delete cascade,
  display_name text,
  avatar_url text,
  created_at timestamptz not null default now()
);

create table if not exists public.projects (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null references public.profiles(id) on delete cascade,
  name text not null,
  created_at timestamptz not null default now()
);

create table if not exists public.tasks (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects(id) on delete cascade,
  title text not null,
  done boolean not null default false,
  due_on date,
  created_at timestamptz not null default now()
);

create index if not exists tasks_project_idx on public.tasks(project_id);

-- 접근 설정: 초기 개발 중 "빈 배열" 문제 방지
alter table public.profiles disable row level security;
alter table public.projects disable row level security;
alter table public.tasks    disable row level security;

grant all on all tables in schema public to anon, authenticated;
grant usage, select on all sequences in schema public to anon;
alter default privileges in schema public grant all on tables to anon;

-- 새 사용자 가입 시 profile 자동 생성
create or replace function public.handle_new_user()
returns trigger language plpgsql security definer set search_path = public as $$
begin
  insert into public.profiles (id, display_name)
  values (new.id, coalesce(new.raw_user_meta_data->>'name', split_part(new.email, '@', 1)));
  return new;
end;
$$;

drop trigger if exists on_auth_user_created on auth.users;
create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();
