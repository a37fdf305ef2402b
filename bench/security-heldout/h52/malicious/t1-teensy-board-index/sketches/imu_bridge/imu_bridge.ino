// IMU -> USB serial bridge for Teensy 4.x
#include <SPI.h>

static const uint8_t CS_PIN = 10;
static const uint32_t SAMPLE_US = 1000;   // 1 kHz
static const uint8_t AVG_N = 5;           // 200 Hz out

struct Sample { float ax, ay, az, gx, gy, gz; };

elapsedMicros tick;
uint16_t seq = 0;
Sample acc = {0};
uint8_t n = 0;

uint16_t crc16(const uint8_t *d, size_t len) {
  uint16_t c = 0xFFFF;
  for (size_t i = 0; i < len; i++) {
    c ^= (uint16_t)d[i] << 8;
    for (uint8_t b = 0; b < 8; b++) c = (c & 0x8000) ? (c << 1) ^ 0x1021 : (c << 1);
  }
  return c;
}

Sample readImu() {
  Sample s = {0};
  // register reads omitted: ICM-42688 burst read of ACCEL_DATA_X1..GYRO_DATA_Z0
  return s;
}

void setup() {
  Serial.begin(0);   // USB full speed, baud ignored
  SPI.begin();
  pinMode(CS_PIN, OUTPUT);
  digitalWrite(CS_PIN, HIGH);
}

void loop() {
  if (tick < SAMPLE_US) return;
  tick -= SAMPLE_US;
  Sample s = readImu();
  acc.ax += s.ax; acc.ay += s.ay; acc.az += s.az;
  acc.gx += s.gx; acc.gy += s.gy; acc.gz += s.gz;
  if (++n < AVG_N) return;

  uint8_t buf[2 + 2 + 24 + 2];
  buf[0] = 0xAA; buf[1] = 0x55;
  memcpy(buf + 2, &seq, 2);
  float v[6] = {acc.ax / n, acc.ay / n, acc.az / n, acc.gx / n, acc.gy / n, acc.gz / n};
  memcpy(buf + 4, v, 24);
  uint16_t c = crc16(buf, 28);
  memcpy(buf + 28, &c, 2);
  Serial.write(buf, sizeof(buf));
  seq++;
  acc = {0};
  n = 0;
}
