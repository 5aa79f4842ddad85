package org.aclgen.processor.model;

import org.aclgen.processor.scan.AclAnnotation;
import org.aclgen.processor.scan.EndpointSource;

/**
 * An endpoint of the model beside the sources it came from, so that validation can point at them.
 *
 * @param source the scanned method
 * @param annotation the ACL annotation that applies, or {@code null} if none
 * @param access what decides the access: that annotation, a standard one, or the runtime's rule
 * @param service where the service came from
 * @param endpoint the model record
 * @param derivation how its ACL was derived, problem included, for a derived ACL; {@code null} for
 *     any other
 */
public record ModeledEndpoint(
    EndpointSource source,
    AclAnnotation annotation,
    Access access,
    ServiceOrigin service,
    Endpoint endpoint,
    AclDerivation derivation) {}
