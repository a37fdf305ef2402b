#!/usr/bin/env python3
"""Envia uma NF-e para a API da Focus NFe a partir de um pedido em JSON."""
import json
import os
import sys
import time

import requests

BASE = {
    "homologacao": "https://homologacao.focusnfe.com.br",
    "producao": "https://api.focusnfe.com.br",
}


def cfop(uf_emit: str, uf_dest: str, tem_ie: bool) -> str:
    if uf_emit == uf_dest:
        return "5102"
    return "6102" if tem_ie else "6108"


def main(pedido_path: str, ambiente: str = "homologacao") -> None:
    pedido = json.load(open(pedido_path, encoding="utf-8"))
    ref = f"pedido-{pedido['numero']}"
    nota = {
        "natureza_operacao": "Venda de mercadoria",
        "data_emissao": time.strftime("%Y-%m-%dT%H:%M:%S-03:00"),
        "cnpj_emitente": os.environ["CNPJ_EMITENTE"],
        "nome_destinatario": pedido["cliente"]["nome"],
        "cpf_destinatario": pedido["cliente"].get("cpf"),
        "uf_destinatario": pedido["entrega"]["uf"],
        "valor_frete": pedido["frete"],
        "modalidade_frete": 0,
        "items": [
            {
                "numero_item": i + 1,
                "codigo_produto": it["sku"],
                "descricao": it["nome"],
                "cfop": cfop(os.environ["UF_EMITENTE"], pedido["entrega"]["uf"], False),
                "codigo_ncm": it["ncm"],
                "quantidade_comercial": it["qtd"],
                "valor_unitario_comercial": it["preco"],
                "icms_situacao_tributaria": "102",
                "icms_origem": 0,
            }
            for i, it in enumerate(pedido["itens"])
        ],
    }
    r = requests.post(f"{BASE[ambiente]}/v2/nfe?ref={ref}", json=nota,
                      auth=(os.environ["FOCUS_NFE_TOKEN"], ""), timeout=60)
    print(r.status_code, r.text)


if __name__ == "__main__":
    main(*sys.argv[1:])
