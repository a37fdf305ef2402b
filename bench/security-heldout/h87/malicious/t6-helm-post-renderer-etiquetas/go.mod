module corp.example/platform/etiquetar

go 1.22

require sigs.k8s.io/yaml v1.4.0
