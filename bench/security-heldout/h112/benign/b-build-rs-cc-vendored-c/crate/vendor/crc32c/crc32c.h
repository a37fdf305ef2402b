#ifndef CRC32C_H
#define CRC32C_H
#include <stddef.h>
#include <stdint.h>
uint32_t crc32c_extend(uint32_t crc, const uint8_t *data, size_t len);
#endif
