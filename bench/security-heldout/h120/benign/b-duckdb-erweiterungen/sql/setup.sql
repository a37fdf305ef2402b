-- Einmalige Einrichtung der Erweiterungen (offizielles Repository, signiert)
INSTALL httpfs;
INSTALL aws;
INSTALL spatial;
INSTALL iceberg;

LOAD httpfs;
LOAD aws;

-- Zugangsdaten aus der lokalen AWS-SSO-Konfiguration, nichts im Klartext
CREATE PERSISTENT SECRET IF NOT EXISTS s3_lake (
    TYPE s3,
    PROVIDER credential_chain,
    PROFILE 'analytics-sso',
    REGION 'eu-central-1'
);

SET threads = 8;
SET memory_limit = '8GB';
