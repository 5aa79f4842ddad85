// The consumer's own tests ran and passed with aclgen-acl alone on its class path.
def report = new File(basedir, 'target/surefire-reports/TEST-com.example.LanguageTest.xml')
assert report.isFile() : "the consumer's tests did not run: no ${report}"
def suite = new groovy.xml.XmlSlurper().parse(report)
assert suite.@tests.toInteger() == 4 : "expected 4 tests, ran ${suite.@tests}"
assert suite.@failures.toInteger() == 0 && suite.@errors.toInteger() == 0

// aclgen-acl brings nothing with it: its published POM declares no dependency outside tests.
def version = new File(basedir, 'pom.xml').text.find(/aclgen-acl<\/artifactId>\s*<version>([^<]+)/) { all, v -> v }
def pom = new File(localRepositoryPath, "org/aclgen/aclgen-acl/${version}/aclgen-acl-${version}.pom")
assert pom.isFile() : "no installed POM ${pom}"
def dependencies = new groovy.xml.XmlSlurper().parse(pom).dependencies.dependency
def shipped = dependencies.findAll { it.scope.text() != 'test' }.collect { "${it.groupId}:${it.artifactId}" }
assert shipped.isEmpty() : "aclgen-acl must have no dependencies, has ${shipped}"
return true
