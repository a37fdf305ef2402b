#!/usr/bin/env raku
# Print HTML slide decks to PDF with headless Chromium (sandbox stays on).
use Config::TOML;

my %cfg = from-toml(slurp($*PROGRAM.parent.parent.add('pdf.toml')));
my @forbidden = <no-sandbox disable-web-security ignore-certificate-errors>;
my @switches = %cfg<chrome><switches>.list;
if @switches.grep(* (elem) @forbidden) -> @bad {
    die "pdf.toml contains forbidden switches: {@bad.join(', ')}";
}

sub browser(--> Str) {
    for %cfg<chrome><binaries>.list -> $b {
        my $p = run 'which', $b, :out, :err;
        return $p.out.slurp(:close).trim if $p.exitcode == 0;
    }
    die 'Chromium/Chrome not found';
}

sub url-for(Str $src --> Str) {
    my $u = $src ~~ /^ https? '://'/ ?? $src !! 'file://' ~ $src.IO.absolute;
    $u ~ ($u.contains('?') ?? '&' !! '?') ~ 'print-pdf'
}

sub export(Str $b, Str $src, Str $out) {
    my @args = '--headless=new', |@switches.map({ "--$_" }),
               "--timeout={%cfg<chrome><timeout_ms>}", '--no-pdf-header-footer',
               "--print-to-pdf=$out", url-for($src);
    my $p = run $b, |@args, :err;
    $p.exitcode == 0 ?? say("✓ $out") !! note("✗ $src: {$p.err.slurp(:close).lines.head // 'failed'}");
}

multi sub MAIN(Str $src, Str :$out!) { export(browser, $src, $out) }

multi sub MAIN(*@srcs, Str :$outdir!) {
    mkdir $outdir;
    my $b = browser;
    for @srcs -> $s {
        my $name = $s.IO.parent.basename || $s.IO.basename.subst(/'.html'$/, '');
        export($b, $s, $outdir.IO.add("$name.pdf").Str);
    }
}
