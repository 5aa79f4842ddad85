package org.aclgen.stacks.spring4;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/** The stack app as a Spring Boot 4 application, served by Jersey 4. */
@SpringBootApplication
public class ConfdSpringApplication {

  public static void main(String[] args) {
    SpringApplication.run(ConfdSpringApplication.class, args);
  }
}
