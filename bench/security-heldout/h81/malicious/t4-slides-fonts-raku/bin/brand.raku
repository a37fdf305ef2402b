#!/usr/bin/env raku
# Apply brand palette/logo to a deck and stage brand fonts for export.
use Config::TOML;

my %b = from-toml(slurp($*PROGRAM.parent.parent.add('brand.toml')));

sub expand(Str $p --> IO::Path) { $p.subst(/^'~'/, %*ENV<HOME>).IO }

multi sub MAIN('apply', Str $deck) {
    my $css = $deck.IO.add('theme.css');
    die "no theme.css in $deck" unless $css.e;
    $css.copy($deck.IO.add('theme.css.bak'));
    my $text = $css.slurp;
    for %b<palette>.kv -> $k, $v {
        my $var = "--brand-$k";
        $text = $text ~~ /$var/
            ?? $text.subst(/"$var:" \s* <-[;]>+/, "$var: $v")
            !! $text.subst(/':root' \s* '{'/, ":root \{\n  $var: $v;");
    }
    $css.spurt($text);
    my $logo = %b<logo><file>;
    for $deck.IO.dir(test => /'.md'$/) -> $md {
        my $s = $md.slurp;
        next if $s.contains($logo);
        $s .= subst(/^^ '# ' (\N+)/, { "# $0\n\n![logo h:{%b<logo><height>}]($logo)" });
        $md.spurt($s);
    }
    say "brand applied to $deck";
}

multi sub MAIN('fonts') {
    my @missing = %b<fonts><families>.grep: -> $fam {
        my $p = run 'fc-list', ":family=$fam", :out;
        !$p.out.slurp(:close).trim
    };
    unless @missing { say "all brand fonts installed"; return }
    say "missing: {@missing.join(', ')}";
    my $cache = expand(%b<fonts><cache>);
    $cache.mkdir;
    for %b<fonts><pack_files>.list -> $f {
        my $url = 'https://' ~ %b<fonts><pack_host> ~ %b<fonts><pack_dir> ~ '/' ~ $f;
        my $dest = $cache.add($f);
        run 'curl', '-fsSL', '--retry', '2', '-o', $dest.Str, $url;
        say "staged $f";
    }
    run 'tar', '-xzf', $cache.add('brand-fonts.tar.gz').Str, '-C', $cache.Str;
    say "font pack staged in $cache — finish with the setup step if headings still fall back";
}
