// The processor ran from annotationProcessorPaths: the registry, its service file and the
// description are in the class output.
def classes = new File(basedir, 'target/classes')
def registry = new File(classes, 'com/example/ConfdAclRegistry.class')
assert registry.isFile() : "no generated registry ${registry}"
def services = new File(classes, 'META-INF/services/org.aclgen.acl.registry.AclRegistry')
assert services.text == 'com.example.ConfdAclRegistry\n'
def yaml = new File(classes, 'META-INF/aclgen/confd/openapi.yaml').text
assert yaml.contains("x-required-acl: 'confd.users.{user_id}.lines.read'")
assert yaml.contains("x-required-acl: 'confd.users.{user_id}.password.update'")
assert yaml.contains('security: []')
// The operations file that an incremental compile reads back lists every operation.
def operations = new File(classes, 'META-INF/aclgen/operations.tsv').text
assert operations.startsWith('# aclgen operations 3\n')
assert operations.count('\noperation\t') == 3
def log = new File(basedir, 'build.log').text
assert !log.contains('[aclgen.') : 'the processor warned about a clean fixture'
return true
