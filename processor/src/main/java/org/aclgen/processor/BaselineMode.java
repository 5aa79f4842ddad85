package org.aclgen.processor;

/** What the processor does with the access baseline ({@code -Aaclgen.baseline}). */
public enum BaselineMode {
  /** Compares the compilation's operations with the file; a difference is an error. */
  CHECK,
  /** Writes the file from the compilation's operations ({@code -Aaclgen.baseline.update=true}). */
  UPDATE
}
