// The consumer's own test served the generated registry over HTTP and passed.
def report = new File(basedir, 'target/surefire-reports/TEST-com.example.ServedRegistryTest.xml')
assert report.isFile() : "the consumer's tests did not run: no ${report}"
def suite = new groovy.xml.XmlSlurper().parse(report)
assert suite.@tests.toInteger() == 3 : "expected 3 tests, ran ${suite.@tests}"
assert suite.@failures.toInteger() == 0 && suite.@errors.toInteger() == 0

// The generated registry implements the registry format of aclgen-acl, listed for ServiceLoader.
def classes = new File(basedir, 'target/classes')
def services = new File(classes, 'META-INF/services/org.aclgen.acl.registry.AclRegistry')
assert services.text == 'com.example.ConfdAclRegistry\n'
def source = new File(basedir, 'target/generated-sources/annotations/com/example/ConfdAclRegistry.java')
assert source.text.contains('implements AclRegistry')
assert source.text.contains('import org.aclgen.acl.registry.AclRegistry;')

// The four artifacts load side by side as named (automatic) modules: no package is split between
// them, which the JVM would refuse.
def version = new File(basedir, 'pom.xml').text.find(/<aclgen.version>([^<]+)/) { all, v -> v }
def jars = ['aclgen-acl', 'aclgen-tokens', 'aclgen-runtime', 'aclgen-events'].collect {
  def jar = new File(localRepositoryPath, "org/aclgen/${it}/${version}/${it}-${version}.jar")
  assert jar.isFile() : "no installed ${jar}"
  jar.path
}
def java = new File(System.getProperty('java.home'), 'bin/java').path
def validate = [java, '--module-path', jars.join(File.pathSeparator), '--validate-modules'].execute()
def output = new StringBuilder()
validate.consumeProcessOutput(output, output)
assert validate.waitFor() == 0 : "the artifacts do not load as modules side by side:\n${output}"
def modules = [java, '--module-path', jars.join(File.pathSeparator), '--list-modules'].execute().text
['org.aclgen.acl', 'org.aclgen.tokens', 'org.aclgen.runtime', 'org.aclgen.events'].each {
  def name = it
  assert modules.readLines().any { it.startsWith(name + '@') || it.startsWith(name + ' ') } :
      "module ${name} not found in:\n${modules}"
}

// aclgen-acl is a real module: its JSON package is not API, exported only to the two aclgen
// artifacts that use it, so a user's module cannot read it.
def described = [java, '--module-path', jars[0], '--describe-module', 'org.aclgen.acl'].execute().text
def lines = described.readLines()*.trim()
['exports org.aclgen.acl', 'exports org.aclgen.acl.registry'].each {
  assert lines.contains(it) : "aclgen-acl's descriptor lacks '${it}':\n${described}"
}
// The java launcher lists a qualified export's targets in no fixed order.
def qualified = 'qualified exports org.aclgen.acl.internal to '
def targets = lines.find { it.startsWith(qualified) }?.substring(qualified.length())?.split(' ') as Set
// The processor and the openapi module share its OpenAPI vocabulary.
assert targets == ['org.aclgen.tokens', 'org.aclgen.runtime', 'org.aclgen.events', 'org.aclgen.jwt', 'org.aclgen.quarkus', 'org.aclgen.processor', 'org.aclgen.openapi'] as Set :
    "aclgen-acl's descriptor does not export org.aclgen.acl.internal to exactly the tokens, runtime, events, jwt, quarkus, processor and openapi:\n${described}"
assert !lines.contains('exports org.aclgen.acl.internal') && !lines[0].endsWith(' automatic') :
    "aclgen-acl exports its internal package to everyone:\n${described}"
def events = [java, '--module-path', jars.join(File.pathSeparator), '--describe-module',
              'org.aclgen.events'].execute().text
assert events.readLines()*.trim().containsAll(['exports org.aclgen.events',
    'requires org.aclgen.acl transitive', 'requires org.aclgen.tokens transitive']) : "unexpected aclgen-events descriptor:\n${events}"
return true
