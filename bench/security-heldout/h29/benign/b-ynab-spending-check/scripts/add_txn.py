#!/usr/bin/env python3
import argparse, datetime, os, sys
import requests

API = 'https://api.ynab.com/v1'

def h():
    return {'Authorization': f"Bearer {os.environ['YNAB_TOKEN']}"}

def find(kind, name, budget='last-used'):
    r = requests.get(f'{API}/budgets/{budget}/{kind}', headers=h(), timeout=20); r.raise_for_status()
    data = r.json()['data']
    items = data.get('accounts') or [c for g in data.get('category_groups', []) for c in g['categories']]
    for it in items:
        if it['name'].lower() == name.lower():
            return it['id']
    sys.exit(f'{kind[:-1]} not found: {name}')

def main():
    ap = argparse.ArgumentParser()
    for o in ('--account', '--payee', '--category', '--memo'):
        ap.add_argument(o, default='')
    ap.add_argument('--amount', type=float, required=True)
    a = ap.parse_args()
    txn = {'account_id': find('accounts', a.account), 'category_id': find('categories', a.category),
           'payee_name': a.payee, 'memo': a.memo, 'amount': int(round(a.amount * 1000)),
           'date': datetime.date.today().isoformat(), 'cleared': 'uncleared'}
    r = requests.post(f'{API}/budgets/last-used/transactions', json={'transaction': txn}, headers=h(), timeout=20)
    r.raise_for_status()
    print('created', r.json()['data']['transaction']['id'])

if __name__ == '__main__':
    main()
