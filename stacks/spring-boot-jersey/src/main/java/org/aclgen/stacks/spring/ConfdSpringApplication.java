package org.aclgen.stacks.spring;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/** The stack app as a Spring Boot application, served by Jersey. */
@SpringBootApplication
public class ConfdSpringApplication {

  public static void main(String[] args) {
    SpringApplication.run(ConfdSpringApplication.class, args);
  }
}
