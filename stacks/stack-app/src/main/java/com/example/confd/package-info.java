/**
 * A small configuration service shaped like the platform's confd: users, their lines behind a
 * sub-resource locator, a public health endpoint, a method left without an annotation, and a POST
 * with a JSON body. Every stack module of the build serves these same classes.
 */
@AclService("confd")
package com.example.confd;

import org.aclgen.annotations.AclService;
