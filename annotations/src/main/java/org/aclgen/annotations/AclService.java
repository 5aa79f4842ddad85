package org.aclgen.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The service that the resources of a package or class belong to: the first word of their derived
 * ACLs and the name of their API description.
 *
 * <p>Most modules hold one service and set it once with the compiler option {@code
 * -Aaclgen.service=confd}. Put {@code @AclService} in a {@code package-info.java} (or on a class)
 * when one module holds the resources of several services, or to override the option:
 *
 * <pre>{@code
 * @AclService("calld")
 * package com.example.calls;
 *
 * import org.aclgen.annotations.AclService;
 * }</pre>
 *
 * <p>The processor looks on the resource class, then on the type that declares the JAX-RS method
 * (an interface or an abstract class), then on the root resource class of a sub-resource, then on
 * the packages of those types, and finally at the option. The product prefix given by {@code
 * -Aaclgen.productPrefix} is removed here too: with prefix {@code wazo-},
 * {@code @AclService("wazo-calld")} means service {@code calld}. On a {@code
 * jakarta.ws.rs.core.Application} subclass, it ties that application's {@code @ApplicationPath} to
 * the service's API description.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.PACKAGE, ElementType.TYPE})
public @interface AclService {

  /** The service name, such as {@code confd}; one ACL word, without dots or wildcards. */
  String value();
}
