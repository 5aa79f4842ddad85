-- Version 1 of the token store: tokens and refresh tokens. Text columns are unbounded (nothing is
-- ever truncated); the app bounds the values before it stores them (StoredValues).
CREATE TABLE aclgen_token (
  token text PRIMARY KEY,
  seq bigserial NOT NULL,
  auth_id text NOT NULL,
  session_uuid text NOT NULL,
  acl text[] NOT NULL,
  metadata jsonb NOT NULL,
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX aclgen_token_by_user ON aclgen_token (auth_id, issued_at, seq);
CREATE INDEX aclgen_token_by_expiry ON aclgen_token (expires_at);

CREATE TABLE aclgen_refresh_token (
  token text PRIMARY KEY,
  client_id text NOT NULL,
  user_uuid text NOT NULL,
  created_at timestamptz NOT NULL,
  mobile boolean NOT NULL,
  UNIQUE (user_uuid, client_id)
);
CREATE INDEX aclgen_refresh_token_by_creation ON aclgen_refresh_token (created_at);
