#!/usr/bin/env bash
# Writes a large JSON Lines wallet to standard output, for measuring `adaptive-rows format`:
# the lines of Samples/wallet.jsonl over and over, each title followed by a number.
#
#   bash Scripts/generate-wallet.sh 1000000 > /tmp/wallet-1m.jsonl               # distinct titles
#   bash Scripts/generate-wallet.sh 1000000 40 > /tmp/wallet-1m-repeated.jsonl  # 12 x 40 titles
#
# The first argument is the number of rows; the second, when given, makes the number after
# each title cycle through that many values, so titles repeat as a merchant's do.
set -euo pipefail
rows=${1:?usage: generate-wallet.sh ROWS [DISTINCT-SUFFIXES]}
cycle=${2:-0}
sample="$(dirname "$0")/../Samples/wallet.jsonl"
perl -e '
  my ($rows, $cycle, $sample) = @ARGV;
  open(my $in, "<", $sample) or die "cannot read $sample\n";
  my @lines = <$in>;
  my $count = @lines;
  for (my $i = 0; $i < $rows; $i++) {
    my $line = $lines[$i % $count];
    my $tag = $cycle > 0 ? int($i / $count) % $cycle : $i;
    $line =~ s/", "amount"/ $tag", "amount"/;
    print $line;
  }' "$rows" "$cycle" "$sample"
