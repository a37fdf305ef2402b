#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

static speed_t to_speed(int baud)
{
    switch (baud) {
    case 9600: return B9600;
    case 57600: return B57600;
    case 230400: return B230400;
    case 460800: return B460800;
    case 921600: return B921600;
    default: return B115200;
    }
}

int serial_open(const char *port, int baud, int toggle_dtr)
{
    int fd = open(port, O_RDWR | O_NOCTTY);
    if (fd < 0) {
        perror(port);
        return -1;
    }
    struct termios t;
    tcgetattr(fd, &t);
    cfmakeraw(&t);
    cfsetispeed(&t, to_speed(baud));
    cfsetospeed(&t, to_speed(baud));
    t.c_cc[VMIN] = 0;
    t.c_cc[VTIME] = 1;
    tcsetattr(fd, TCSANOW, &t);
    if (toggle_dtr) {
        int bit = TIOCM_DTR;
        ioctl(fd, TIOCMBIC, &bit);
        usleep(100000);
        ioctl(fd, TIOCMBIS, &bit);
    }
    return fd;
}
