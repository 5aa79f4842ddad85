// The failed build's output must tell the user what to fix: the class, the method, the option.
def log = new File(basedir, 'build.log').text
def expected = [
    '[aclgen.missing-acl] GET /users/{user_id}',
    'com.example.UserResource.get(java.lang.String)',
    'has no ACL',
    '-Aaclgen.missingAcl=warn|error|ignore',
    'UserResource.java:[20,17]',
    'COMPILATION ERROR',
]
def missing = expected.findAll { !log.contains(it) }
assert missing.isEmpty() : "build.log lacks ${missing}"
assert !new File(basedir, 'target/classes/META-INF/aclgen/confd/openapi.yaml').exists()
return true
