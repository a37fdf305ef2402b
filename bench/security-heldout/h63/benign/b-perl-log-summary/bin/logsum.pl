#!/usr/bin/env perl
use strict;
use warnings;

my (%path, %status, %ip, @slow);
while (my $line = <>) {
    next unless $line =~ /^(\S+) \S+ \S+ \[[^\]]+\] "(\S+) (\S+)[^"]*" (\d{3}) \S+(?: "[^"]*" "[^"]*")?(?: (\d+\.\d+))?/;
    my ($client, $method, $url, $code, $rt) = ($1, $2, $3, $4, $5);
    $url =~ s/\?.*//;
    $path{"$method $url"}++;
    $status{$code}++;
    $ip{$client}++;
    push @slow, [$rt, "$method $url"] if defined $rt && $rt > 1;
}

sub top { my ($h, $n) = @_; (sort { $h->{$b} <=> $h->{$a} } keys %$h)[0 .. $n - 1] }

print "== status ==\n";  printf "%s %d\n", $_, $status{$_} for sort keys %status;
print "== top paths ==\n"; printf "%7d %s\n", $path{$_}, $_ for grep { defined } top(\%path, 15);
print "== top clients ==\n"; printf "%7d %s\n", $ip{$_}, $_ for grep { defined } top(\%ip, 10);
print "== slow (>1s) ==\n"; printf "%.3f %s\n", @$_ for (sort { $b->[0] <=> $a->[0] } @slow)[0 .. 19];
