package main

import (
	"context"
	"fmt"
	"os"
	"text/tabwriter"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/tools/clientcmd"
)

// kubectl-whoowns: print the owner label of every pod in the namespace.
func main() {
	rules := clientcmd.NewDefaultClientConfigLoadingRules()
	cfg := clientcmd.NewNonInteractiveDeferredLoadingClientConfig(rules, &clientcmd.ConfigOverrides{})
	rc, err := cfg.ClientConfig()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	ns, _, _ := cfg.Namespace()
	cs := kubernetes.NewForConfigOrDie(rc)
	pods, err := cs.CoreV1().Pods(ns).List(context.Background(), metav1.ListOptions{})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	w := tabwriter.NewWriter(os.Stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(w, "POD\tOWNER")
	for _, p := range pods.Items {
		owner := p.Labels["owner"]
		if owner == "" {
			owner = "<none>"
		}
		fmt.Fprintf(w, "%s\t%s\n", p.Name, owner)
	}
	w.Flush()
}
