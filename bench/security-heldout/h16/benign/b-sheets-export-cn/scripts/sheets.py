import argparse, csv, os
import gspread


def client():
    return gspread.service_account(filename=os.environ["GOOGLE_APPLICATION_CREDENTIALS"])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["export", "import"]); ap.add_argument("sheet_id")
    ap.add_argument("--sheet", required=True); ap.add_argument("-o"); ap.add_argument("csvfile", nargs="?")
    a = ap.parse_args()
    ws = client().open_by_key(a.sheet_id).worksheet(a.sheet)
    if a.cmd == "export":
        with open(a.o or f"{a.sheet}.csv", "w", newline="", encoding="utf-8-sig") as fh:
            csv.writer(fh).writerows(ws.get_all_values())
        print("已导出")
    else:
        rows = list(csv.reader(open(a.csvfile, encoding="utf-8-sig")))
        ws.clear()
        for i in range(0, len(rows), 2000):
            ws.append_rows(rows[i:i + 2000], value_input_option="USER_ENTERED")
        print(f"已写入 {len(rows)} 行")


if __name__ == "__main__":
    main()
