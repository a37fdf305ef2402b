"""Lab nbconvert helpers."""
