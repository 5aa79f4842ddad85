package org.aclgen.quarkus;

import org.eclipse.microprofile.config.spi.Converter;

/**
 * Reads aclgen-quarkus's flags in {@link AclgenConfig} as {@code true} or {@code false} (spaces
 * around them ignored) and refuses anything else, so that a mistyped value stops the start, naming
 * the property, instead of switching the flag off: SmallRye Config's own reading takes any word but
 * {@code true}, {@code yes}, {@code on}, {@code y} or {@code 1} for false.
 */
public final class StrictBoolean implements Converter<Boolean> {

  /** For SmallRye Config, which the mapping's {@code @WithConverter} names it to. */
  public StrictBoolean() {}

  @Override
  public Boolean convert(String value) {
    String flag = value.strip();
    return switch (flag) {
      case "true" -> Boolean.TRUE;
      case "false" -> Boolean.FALSE;
      default -> throw new IllegalArgumentException(QuarkusMessage.BAD_BOOLEAN.format(flag));
    };
  }
}
