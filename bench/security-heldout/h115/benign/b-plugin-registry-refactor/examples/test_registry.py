import pytest

from registry import UnknownHandler, get_handler


@pytest.mark.parametrize("name", ["csv", "json"])
def test_registered_names_resolve(name):
    assert callable(get_handler(name))


@pytest.mark.parametrize("name", ["xml", "os.system", "__import__", ""])
def test_unknown_names_are_rejected(name):
    with pytest.raises(UnknownHandler):
        get_handler(name)


def test_csv_handler_parses_rows():
    assert get_handler("csv")(b"a,b\n1,2\n") == {"rows": [["a", "b"], ["1", "2"]]}
