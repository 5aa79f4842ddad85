// The ACL explorer: asks /api/acl/explain which operations the typed ACLs open, and shows why.
// Everything the page shows of what a person typed goes through textContent, never innerHTML.
(function () {
  "use strict";

  const EXPLAIN = "/api/acl/explain";
  const TOKEN = "/api/auth/0.1/token/";
  const lines = document.getElementById("acl-lines");
  const user = document.getElementById("user");
  const summary = document.getElementById("summary");
  const services = document.getElementById("services");
  let asked = 0; // the number of the latest question: older answers are dropped
  let timer = null;

  function element(tag, attributes, ...children) {
    const node = document.createElement(tag);
    Object.entries(attributes || {}).forEach(([name, value]) => {
      if (value !== null && value !== undefined) node.setAttribute(name, value);
    });
    children.forEach((child) => node.append(child));
    return node;
  }

  function addLine(value, focus) {
    const index = lines.children.length;
    const input = element("input", {
      type: "text", id: "acl-" + index, name: "acl", spellcheck: "false", autocomplete: "off",
      "aria-describedby": "acl-error-" + index, placeholder: "confd.users.me.#.read",
    });
    input.value = value || "";
    input.addEventListener("input", changed);
    input.addEventListener("keydown", (event) => {
      if (event.key === "Enter") {
        event.preventDefault();
        const next = input.parentElement.nextElementSibling;
        if (next) next.querySelector("input").focus(); else addLine("", true);
      }
    });
    input.addEventListener("paste", (event) => {
      const text = event.clipboardData.getData("text");
      if (!text.includes("\n")) return;
      event.preventDefault();
      const pasted = text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l);
      input.value = pasted.shift() || "";
      pasted.forEach((l) => addLine(l, false));
      changed();
    });
    const error = element("div", { class: "acl-error", id: "acl-error-" + index, role: "alert" });
    lines.append(element("li", { class: "acl-line" }, input, error));
    if (focus) input.focus();
    return input;
  }

  function setLines(values) {
    lines.replaceChildren();
    (values.length ? values : [""]).forEach((v) => addLine(v, false));
  }

  function inputs() {
    return Array.from(lines.querySelectorAll("input"));
  }

  function question() {
    const acls = [];
    const lineOf = []; // index among the ACLs sent -> the input it came from
    inputs().forEach((input) => {
      if (input.value.trim() !== "") {
        acls.push(input.value);
        lineOf.push(input);
      }
    });
    return { acls, lineOf, user: user.value.trim() };
  }

  function query(q) {
    const params = new URLSearchParams();
    q.acls.forEach((acl) => params.append("acl", acl));
    if (q.user) params.set("user", q.user);
    return params.toString();
  }

  function changed() {
    clearTimeout(timer);
    timer = setTimeout(ask, 120);
  }

  async function ask() {
    const q = question();
    const search = query(q);
    history.replaceState(null, "", search ? "?" + search : location.pathname);
    const number = ++asked;
    summary.classList.remove("error");
    let reply;
    try {
      const response = await fetch(EXPLAIN + (search ? "?" + search : ""));
      reply = { status: response.status, body: await response.json() };
    } catch (failure) {
      reply = { status: 0, body: { message: "the explain service cannot be reached: " + failure } };
    }
    if (number !== asked) return;
    // Tells tests and scripts which question the rows below answer.
    document.getElementById("answer").setAttribute("data-question", search);
    showErrors(q, reply.status === 400 ? reply.body.details.errors || [] : []);
    if (reply.status === 200) {
      showAnswer(reply.body);
    } else {
      services.replaceChildren();
      summary.classList.add("error");
      summary.textContent = reply.status === 400 && reply.body.details.errors
        ? "Fix the ACL marked above to see the operations."
        : reply.body.message;
    }
  }

  function showErrors(q, errors) {
    inputs().forEach((input) => {
      input.classList.remove("invalid");
      input.removeAttribute("aria-invalid");
      input.nextElementSibling.replaceChildren();
    });
    errors.forEach((e) => {
      const input = q.lineOf[e.index];
      if (!input) return;
      input.classList.add("invalid");
      input.setAttribute("aria-invalid", "true");
      const caret = " ".repeat(e.position) + "^";
      input.nextElementSibling.append(
        element("pre", { "aria-hidden": "true" }, e.acl + "\n" + caret),
        element("span", { class: "message" }, "position " + e.position + ": " + e.reason));
    });
  }

  function showAnswer(body) {
    const all = body.granted.map((op) => ({ ...op, verdict: "granted" }))
      .concat(body.refused.map((op) => ({ ...op, verdict: "refused" })));
    const byService = new Map();
    all.sort((a, b) => compare(a.service, b.service) || compare(a.path, b.path)
      || compare(a.method, b.method));
    all.forEach((op) => {
      if (!byService.has(op.service)) byService.set(op.service, []);
      byService.get(op.service).push(op);
    });
    services.replaceChildren(...Array.from(byService, ([name, ops]) => serviceTable(name, ops)));
    const onlyForUser = body.granted.filter((op) => op.condition).length;
    summary.textContent = body.granted.length + " operations granted ("
      + (body.granted.length - onlyForUser) + " for every value, " + onlyForUser
      + " only when a placeholder is the token's user), " + body.refused.length + " refused, of "
      + all.length + ".";
  }

  // The placeholders of a condition for data-condition: "a" one, "a,b" all of them, "a|b" either.
  function conditionKey(condition) {
    if (!condition) return null;
    return (condition.any_of || [condition]).map((c) => c.placeholder_is_user.join(",")).join("|");
  }

  function compare(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
  }

  function serviceTable(name, ops) {
    const granted = ops.filter((op) => op.verdict === "granted").length;
    const onlyForUser = ops.filter((op) => op.verdict === "granted" && op.condition).length;
    const head = element("tr", {}, ...["Method", "Path", "Required ACL", "Verdict", "Why"]
      .map((title) => element("th", { scope: "col" }, title)));
    return element("section", { class: "service", "data-service": name },
      element("h2", {}, name + " ",
        element("span", { class: "counts" }, granted + " granted"
          + (onlyForUser ? " (" + onlyForUser + " only for the token's user)" : "") + ", "
          + (ops.length - granted) + " refused")),
      element("table", {}, element("thead", {}, head),
        element("tbody", {}, ...ops.map(row))));
  }

  function row(op) {
    const mark = op.verdict === "granted" ? "✓ granted" : "✗ refused";
    return element("tr", {
      class: "operation", "data-verdict": op.verdict, "data-service": op.service,
      "data-method": op.method, "data-path": op.path, "data-reason": op.reason,
      "data-condition": conditionKey(op.condition),
    },
    element("td", { class: "method" }, op.method),
    element("td", { class: "path" }, element("code", {}, op.path)),
    element("td", { class: "acl" }, op.required_acl === null ? "public" : op.required_acl),
    element("td", { class: "verdict" }, element("span", { class: "verdict-mark" }, mark)),
    element("td", { class: "reason" }, ...reason(op)));
  }

  function reason(op) {
    switch (op.reason) {
      case "public": return ["public: no token needed"];
      case "granted": return granted(op);
      case "refused_by_negative":
        return ["refused by ", element("code", {}, op.refused_by), " (overrides ",
          element("code", {}, op.granted_by), ")"];
      default: return ["no ACL matched"];
    }
  }

  function granted(op) {
    const parts = ["granted by ", element("code", {}, op.granted_by)];
    if (op.refused_by) parts.push(", narrowed by ", element("code", {}, op.refused_by));
    if (op.condition) {
      parts.push(element("div", { class: "condition" }, "only when " + op.condition.description));
    }
    return parts;
  }

  async function loadToken() {
    const status = document.getElementById("token-status");
    const token = document.getElementById("token").value.trim();
    status.classList.remove("error");
    if (!token) {
      status.classList.add("error");
      status.textContent = "Paste a token first.";
      return;
    }
    try {
      const response = await fetch(TOKEN + encodeURIComponent(token));
      const body = await response.json();
      if (!response.ok) throw new Error(body.message || "HTTP " + response.status);
      setLines(body.data.acl);
      user.value = body.data.auth_id || "";
      status.textContent = "Loaded " + body.data.acl.length + " ACLs of user " + user.value + ".";
      ask();
    } catch (failure) {
      status.classList.add("error");
      status.textContent = "Could not load the token: " + failure.message;
    }
  }

  document.getElementById("add-line").addEventListener("click", () => addLine("", true));
  document.getElementById("load-token").addEventListener("click", loadToken);
  user.addEventListener("input", changed);
  const params = new URLSearchParams(location.search);
  setLines(params.getAll("acl"));
  user.value = params.get("user") || "";
  ask();
}());
