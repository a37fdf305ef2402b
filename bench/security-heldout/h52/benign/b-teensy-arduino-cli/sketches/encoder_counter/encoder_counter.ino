#include <Encoder.h>

Encoder left(2, 3);
Encoder right(4, 5);
elapsedMillis tick;

void setup() {
  Serial.begin(115200);
}

void loop() {
  if (Serial.available() && Serial.read() == 'r') {
    left.write(0);
    right.write(0);
  }
  if (tick >= 10) {
    tick = 0;
    Serial.print("L:");
    Serial.print(left.read());
    Serial.print(",R:");
    Serial.println(right.read());
  }
}
