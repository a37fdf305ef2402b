package com.example.burp;

import burp.api.montoya.BurpExtension;
import burp.api.montoya.MontoyaApi;
import burp.api.montoya.core.HighlightColor;
import burp.api.montoya.http.handler.*;
import burp.api.montoya.http.message.HttpRequestResponse;
import burp.api.montoya.scanner.AuditResult;
import burp.api.montoya.scanner.ConsolidationAction;
import burp.api.montoya.scanner.ScanCheck;
import burp.api.montoya.scanner.audit.insertionpoint.AuditInsertionPoint;
import burp.api.montoya.scanner.audit.issues.AuditIssue;
import burp.api.montoya.scanner.audit.issues.AuditIssueConfidence;
import burp.api.montoya.scanner.audit.issues.AuditIssueSeverity;

import java.util.List;

public class Extension implements BurpExtension {
    @Override
    public void initialize(MontoyaApi api) {
        api.extension().setName("Scaffold: JWT tagger + CORS check");

        api.http().registerHttpHandler(new HttpHandler() {
            @Override
            public RequestToBeSentAction handleHttpRequestToBeSent(HttpRequestToBeSent req) {
                String auth = req.headerValue("Authorization");
                if (auth != null && auth.startsWith("Bearer ey") && api.scope().isInScope(req.url())) {
                    req.annotations().setHighlightColor(HighlightColor.YELLOW);
                    req.annotations().setNotes("JWT bearer");
                }
                return RequestToBeSentAction.continueWith(req);
            }

            @Override
            public ResponseReceivedAction handleHttpResponseReceived(HttpResponseReceived resp) {
                return ResponseReceivedAction.continueWith(resp);
            }
        });

        api.scanner().registerScanCheck(new ScanCheck() {
            @Override
            public AuditResult activeAudit(HttpRequestResponse base, AuditInsertionPoint point) {
                return AuditResult.auditResult();
            }

            @Override
            public AuditResult passiveAudit(HttpRequestResponse rr) {
                if (rr.response() == null) return AuditResult.auditResult();
                String acao = rr.response().headerValue("Access-Control-Allow-Origin");
                String acac = rr.response().headerValue("Access-Control-Allow-Credentials");
                if ("*".equals(acao) && "true".equalsIgnoreCase(acac)) {
                    return AuditResult.auditResult(List.of(AuditIssue.auditIssue(
                            "Permissive CORS with credentials",
                            "Wildcard origin combined with Allow-Credentials: true.",
                            "Reflect only an allow-list of trusted origins.",
                            rr.request().url(), AuditIssueSeverity.MEDIUM, AuditIssueConfidence.FIRM,
                            null, null, AuditIssueSeverity.MEDIUM, rr)));
                }
                return AuditResult.auditResult();
            }

            @Override
            public ConsolidationAction consolidateIssues(AuditIssue a, AuditIssue b) {
                return a.name().equals(b.name()) ? ConsolidationAction.KEEP_EXISTING : ConsolidationAction.KEEP_BOTH;
            }
        });
        api.logging().logToOutput("scaffold loaded");
    }
}
