package org.aclgen.sample.platform.auth;

import java.time.Clock;

/** The token store contract, in memory. */
class MemoryTokenStoreTest extends TokenStoreContract {

  @Override
  TokenStore newStore(Clock clock, TokenLimits limits) {
    return new MemoryTokenStore(clock, limits);
  }
}
