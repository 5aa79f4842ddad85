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
return true
