package org.jboss.resteasy.aclgentest;

/**
 * A resource class that lives in a JAX-RS implementation's package, as a resource that the
 * implementation ships (RESTEasy's registry statistics, say) does: it must get an ACL like any
 * other.
 */
public class ImplementationPackageResource {
  /** Lists something the implementation knows. */
  public String other() {
    return "statistics";
  }
}
