"""Extracts (service, method, path, published ACL) from the wazo-platform services' api.yml files."""
import re, subprocess, sys, yaml

SERVICES = ["wazo-auth", "wazo-calld", "wazo-call-logd", "wazo-chatd", "wazo-confd", "wazo-dird"]
METHODS = ["get", "put", "post", "delete", "patch", "head", "options"]
ACL_RE = re.compile(r"Required[ _]ACL\W*?[:*]+\s*:?\s*`?([A-Za-z0-9_.{}#*-]+)", re.I)

def git(repo, *args):
    return subprocess.run(["git", "-C", repo] + list(args), check=True, capture_output=True, text=True).stdout

rows, problems = [], []
for name in SERVICES:
    repo = f"/work/.mirror/wazo-platform+{name}/repo"
    commit = git(repo, "rev-parse", "HEAD").strip()
    files = [f for f in git(repo, "ls-tree", "-r", "--name-only", "HEAD").split("\n") if f.endswith("/api.yml")]
    base = None
    seen = {}
    for f in sorted(files):
        doc = yaml.safe_load(git(repo, "show", f"HEAD:{f}"))
        if doc.get("basePath"):
            base = doc["basePath"]
        for path, item in (doc.get("paths") or {}).items():
            for m in METHODS:
                op = item.get(m)
                if op is None:
                    continue
                text = (op.get("description") or "") + "\n" + (op.get("summary") or "")
                found = ACL_RE.findall(text)
                acl = found[0].rstrip(".,") if found else "-"
                if acl.lower() == "none":
                    acl = "-"
                if len(set(found)) > 1:
                    problems.append((name, m, path, found))
                key = (m.upper(), path)
                if key in seen:
                    problems.append(("duplicate", name, key, f, seen[key]))
                    continue
                seen[key] = f
                rows.append((name.removeprefix("wazo-"), m.upper(), path, acl, f, commit))
    print(name, commit, base, len(seen), file=sys.stderr)
for p in problems:
    print("PROBLEM", p, file=sys.stderr)
for r in rows:
    print("\t".join(r))
