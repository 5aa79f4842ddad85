/**
 * The service the quarkus benchmark loads: users, read and created as JSON, and their lines behind
 * a sub-resource locator. The protected build compiles it with aclgen's processor and runs it with
 * aclgen-quarkus; the twin compiles the same files without the processor and runs them without any
 * aclgen jar.
 */
@AclService("confd")
package com.example.confd;

import org.aclgen.annotations.AclService;
