-- Version 2: the failed-login counts of LoginThrottle, shared by the token services of one database.
-- kind is USER or ADDRESS; keys are bounded by the app (PostgresFailureCounts) before they get here.
CREATE TABLE aclgen_login_failure (
  kind text NOT NULL,
  key text NOT NULL,
  failures integer NOT NULL,
  last_failure timestamptz NOT NULL,
  PRIMARY KEY (kind, key)
);
CREATE INDEX aclgen_login_failure_by_age ON aclgen_login_failure (kind, last_failure);
