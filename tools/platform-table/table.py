"""Writes operations.tsv: the extracted operations with the 11 spec inconsistencies corrected."""
import re, subprocess

SERVICES = ["wazo-auth", "wazo-calld", "wazo-call-logd", "wazo-chatd", "wazo-confd", "wazo-dird"]
# (service, method, spec path) -> (kind, new value, evidence in the service's code)
PATH_FIX = {
    ("auth", "/users/{user_uuid_or_me}/tokens"): "/users/{user_uuid}/tokens",
    ("auth", "/users/{user_uuid_or_me}/tokens/{client_id}"): "/users/{user_uuid}/tokens/{client_id}",
    ("confd", "/groups/{group_uuid}/callpermissions/{callpermission_id}"): "/groups/{group_uuid}/callpermissions/{call_permission_id}",
    ("confd", "/outcalls/{outcall_id}/callpermissions/{callpermission_id}"): "/outcalls/{outcall_id}/callpermissions/{call_permission_id}",
    ("confd", "/users/{user_id}/callpermissions/{callpermission_id}"): "/users/{user_id}/callpermissions/{call_permission_id}",
    ("confd", "/users/{user_id}/services/{service_name}"): "/users/{user_id}/services/{service}",
}
ACL_FIX = {
    "calld.applications.{application_uuid}.calls.{call_id}.moh.{moh_uuid}.stop.update":
        "calld.applications.{application_uuid}.calls.{call_id}.moh.stop.update",
}
FROM = {("auth", "POST", "/users/password/reset"): "query", ("dird", "POST", "/graphql"): "body"}

def git(repo, *args):
    return subprocess.run(["git", "-C", repo] + list(args), check=True, capture_output=True, text=True).stdout

rows = []
for line in open("ops.tsv"):
    s, m, p, acl, f, c = line.rstrip("\n").split("\t")
    corrected = "-"
    if (s, p) in PATH_FIX:
        corrected, p = "path " + p, PATH_FIX[(s, p)]
    if acl in ACL_FIX:
        corrected, acl = "acl " + acl, ACL_FIX[acl]
    rows.append((s, p, m, acl, FROM.get((s, m, line.split("\t")[2]), "-"), corrected))
order = {"GET": 0, "HEAD": 1, "OPTIONS": 2, "POST": 3, "PUT": 4, "PATCH": 5, "DELETE": 6}
rows.sort(key=lambda r: (r[0], r[1], order[r[2]]))

out = []
out.append("# The REST operations of six services of the Wazo platform, as their OpenAPI 2 descriptions")
out.append("# (api.yml files) publish them: service, HTTP method, path relative to the service's basePath")
out.append("# (its JAX-RS @ApplicationPath), the ACL that the operation's description gives as required")
out.append("# (\"**Required ACL:** `...`\"; - when it gives none), where a placeholder not in the path")
out.append("# takes its value from (query: a query parameter of that name; body: the request body, checked")
out.append("# in code), and what was corrected (- when nothing). Facts only, extracted from:")
for name in SERVICES:
    repo = f"/work/.mirror/wazo-platform+{name}/repo"
    commit = git(repo, "rev-parse", "HEAD").strip()
    base = [l for l in git(repo, "grep", "-h", "^basePath", "HEAD", "--", "*/api.yml").split("\n") if l][0].split()[1]
    out.append(f"#   github.com/wazo-platform/{name} {commit} basePath {base}")
out.append("# Eleven operations name a path variable otherwise than their ACL does; each is corrected as the")
out.append("# service's own code has it (its route and its @required_acl decorator), the spec's value kept")
out.append("# in the last column: callpermission_id is call_permission_id (confd, 6), user_uuid_or_me is")
out.append("# user_uuid (auth, 2), service_name is the ACL's service (confd, 2: the code has a route per")
out.append("# service, dnd and incallfilter), and the code requires no {moh_uuid} word (calld, 1).")
out.append("service\tmethod\tpath\tacl\tplaceholder_from\tcorrected_from")
for s, p, m, acl, fr, cor in rows:
    out.append("\t".join((s, m, p, acl, fr, cor)))
open("operations.tsv", "w").write("\n".join(out) + "\n")
print(len(rows), sum(1 for r in rows if r[5] != "-"))
