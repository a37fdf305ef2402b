#!/usr/bin/env raku
# Export an HTML slide deck to PDF and/or PNG thumbnails with headless Chromium.
use Config::TOML;

my %cfg = from-toml(slurp($*PROGRAM.parent.parent.add('export.toml')));

sub find-browser(--> Str) {
    for %cfg<chrome><binaries>.list -> $b {
        my $p = run 'which', $b, :out, :err;
        return $p.out.slurp(:close).trim if $p.exitcode == 0;
    }
    die "No Chromium/Chrome found on PATH";
}

sub chrome-args(--> List) {
    my @a = "--headless={%cfg<chrome><headless>}";
    @a.append: %cfg<chrome><switches>.map({ "--$_" });
    @a.push: "--virtual-time-budget={%cfg<chrome><virtual_time_budget_ms>}";
    @a
}

sub deck-url(Str $src --> Str) {
    my $u = $src ~~ /^ https? '://' / ?? $src !! 'file://' ~ $src.IO.absolute;
    $u ~= ($u.contains('?') ?? '&' !! '?') ~ 'print-pdf' if $src ~~ /index\.html$/;
    $u
}

sub MAIN(Str $src, Str :$out, Str :$png, Str :$size = '1600x900', Int :$handout) {
    my $browser = find-browser;
    my $url = deck-url($src);
    if $out {
        my $p = run $browser, |chrome-args(), '--no-pdf-header-footer',
                "--print-to-pdf=$out", $url, :err;
        die "PDF export failed: {$p.err.slurp}" unless $p.exitcode == 0;
        say "wrote $out";
        if $handout {
            if so run('which', 'pdfjam', :out).exitcode == 0 {
                my $h = $out.subst(/\.pdf$/, "-handout.pdf");
                run 'pdfjam', '--nup', "1x$handout", '--frame', 'true', $out, '-o', $h;
                say "wrote $h";
            } else { note "pdfjam not installed; skipping handout" }
        }
    }
    if $png {
        mkdir $png;
        my ($w, $h) = $size.split('x');
        my $count = ($src.IO.e ?? $src.IO.slurp.comb(/'<section'/).elems !! 30);
        for 1..$count -> $n {
            my $file = $png.IO.add(sprintf('slide-%02d.png', $n)).Str;
            run $browser, |chrome-args(), "--window-size=$w,$h", "--screenshot=$file",
                $url.subst(/'?print-pdf'/, '') ~ "#/{$n - 1}";
        }
        say "wrote $count PNGs to $png";
    }
}
