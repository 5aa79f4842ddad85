package org.aclgen.testing.tokenservice;

import org.aclgen.testing.LocalTokenStore;
import org.aclgen.tokens.testing.FakeTokenService;
import org.aclgen.tokens.testing.TokenTable;

/** A {@link LocalTokenStore} as the table a {@link FakeTokenService} serves. */
public final class StoreTable {

  private StoreTable() {}

  /** The tokens of {@code store}, live: a revoked or expired token is no longer served. */
  public static TokenTable of(LocalTokenStore store) {
    return token ->
        store
            .lookup(token)
            .map(
                t ->
                    new TokenTable.Row(
                        t.token(),
                        t.authId(),
                        t.acl(),
                        t.issuedAt(),
                        t.expiresAt(),
                        t.sessionUuid(),
                        t.metadata()));
  }

  /** Starts a fake token service that serves the tokens of {@code store}. */
  public static FakeTokenService serve(LocalTokenStore store) throws java.io.IOException {
    return FakeTokenService.serving(of(store));
  }
}
