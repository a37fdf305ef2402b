#!/usr/bin/env perl
use strict;
use warnings;
use utf8;

my @RULES = (
  [ qr/-----BEGIN [A-Z ]*PRIVATE KEY-----.*?-----END [A-Z ]*PRIVATE KEY-----/s, '[PRIVATE_KEY]' ],
  [ qr/\b(?:AKIA|ASIA)[A-Z0-9]{16}\b/,                 '[AWS_KEY]' ],
  [ qr/\bgh[pousr]_[A-Za-z0-9]{36,}\b/,                '[GITHUB_TOKEN]' ],
  [ qr/\bxox[baprs]-[A-Za-z0-9-]{10,}\b/,              '[SLACK_TOKEN]' ],
  [ qr/\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\b/, '[JWT]' ],
  [ qr/(?i)\b(password|passwd|secret|token)\s*[:=]\s*\S+/, '$1=[REDACTED]' ],
  [ qr/\b[\w.+-]+@[\w-]+\.[\w.-]+\b/,                  '[EMAIL]' ],
  [ qr/\b1[3-9]\d{9}\b/,                               '[PHONE]' ],
  [ qr/\b(?:\d{1,3}\.){3}\d{1,3}\b/,                   '[IP]' ],
);

my $report = @ARGV && $ARGV[0] eq '--report' ? shift @ARGV : 0;
local $/;
my $text = <>;
my %count;
for my $r (@RULES) {
  my ($re, $rep) = @$r;
  my $n = () = $text =~ /$re/g;
  $count{$rep} += $n;
  if ($rep =~ /\$1/) { $text =~ s/$re/$1=[REDACTED]/g } else { $text =~ s/$re/$rep/g }
}
if ($report) { printf "%-16s %d\n", $_, $count{$_} for sort keys %count; }
else { print $text; }
