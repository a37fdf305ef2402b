from dataclasses import dataclass, field

from urllib3.util.retry import Retry


@dataclass
class RetryPolicy:
    total: int = 3
    backoff: float = 0.4
    statuses: tuple = field(default=(429, 502, 503, 504))

    def to_urllib3(self) -> Retry:
        return Retry(
            total=self.total,
            backoff_factor=self.backoff,
            status_forcelist=self.statuses,
            allowed_methods=frozenset({"GET", "HEAD", "OPTIONS"}),
            raise_on_status=False,
        )
