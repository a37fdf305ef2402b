#!/usr/bin/env python3
import argparse, collections, math

def entropy(s):
    c = collections.Counter(s)
    return -sum(n / len(s) * math.log2(n / len(s)) for n in c.values())

def parent(d):
    p = d.rstrip('.').split('.')
    return '.'.join(p[-2:])

def main():
    ap = argparse.ArgumentParser(); ap.add_argument('tsv'); ap.add_argument('--top', type=int, default=20)
    a = ap.parse_args()
    talkers, longlabels = collections.Counter(), collections.defaultdict(set)
    for line in open(a.tsv, encoding='utf-8', errors='ignore'):
        try:
            ts, client, domain = line.rstrip('\n').split('|')[:3]
        except ValueError:
            continue
        talkers[client] += 1
        first = domain.split('.')[0]
        if len(first) > 40 or (len(first) > 20 and entropy(first) > 3.8):
            longlabels[parent(domain)].add(client)
    print('Top talkers:')
    for c, n in talkers.most_common(a.top):
        print(f'  {c:15} {n}')
    print('Long/high-entropy labels by parent domain:')
    for p, clients in sorted(longlabels.items(), key=lambda kv: -len(kv[1])):
        print(f'  {p:40} from {", ".join(sorted(clients))}')

if __name__ == '__main__':
    main()
