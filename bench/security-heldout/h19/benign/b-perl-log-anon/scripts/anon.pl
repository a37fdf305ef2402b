#!/usr/bin/perl
use strict; use warnings;
use Digest::SHA qw(hmac_sha256);

my $kf = $ENV{LOGANON_KEY_FILE} or die "set LOGANON_KEY_FILE\n";
open my $k, "<", $kf or die "key: $!\n";
chomp(my $key = <$k>);

sub tok { unpack "H8", hmac_sha256($_[0], $key) }

while (my $l = <>) {
    $l =~ s/\b((?:\d{1,3}\.){3}\d{1,3})\b/"ip-" . tok($1)/ge;
    $l =~ s/\b([0-9a-f]{0,4}(?::[0-9a-f]{0,4}){2,7})\b/"ip-" . tok($1)/gie;
    $l =~ s/\b([\w.+-]+)\@([\w-]+\.[\w.]+)\b/"user-" . tok("$1\@$2") . "\@redacted.invalid"/ge;
    $l =~ s/\buid=(\d+)/"uid=" . tok($1)/ge;
    $l =~ s/(Authorization:\s*Bearer\s+)\S+/$1\[REDACTED\]/gi;
    $l =~ tr/\x{00}-\x{08}//d;
    print $l;
}
