extern "C" {
    fn crc32c_extend(crc: u32, data: *const u8, len: usize) -> u32;
}

/// 计算 CRC32C 校验值。
pub fn crc32c(data: &[u8]) -> u32 {
    unsafe { crc32c_extend(0, data.as_ptr(), data.len()) }
}

#[cfg(test)]
mod tests {
    #[test]
    fn known_vector() {
        assert_eq!(super::crc32c(b"123456789"), 0xE306_9283);
    }
}
