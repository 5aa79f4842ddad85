// A Swagger UI plugin: shows each operation's required ACL (x-required-acl) as a badge next to its
// path, on the collapsed row. It reads the unresolved document, because Swagger UI resolves an
// operation only when it is expanded.
window.AclBadgesPlugin = function () {
  return {
    wrapComponents: {
      OperationSummaryPath: (Original, system) => (props) => {
        const React = system.React;
        const path = props.operationProps.get("path");
        const method = props.operationProps.get("method");
        const operation = system.specSelectors.specJson().getIn(["paths", path, method]);
        const acl = operation && operation.get("x-required-acl");
        const security = operation && operation.get("security");
        let badge = null;
        if (acl) {
          badge = React.createElement("span", {
            className: "acl-badge", "data-acl": acl, title: "Required ACL",
          }, acl);
        } else if (security && security.size === 0) {
          badge = React.createElement("span", {
            className: "acl-badge acl-badge--public", "data-acl": "", title: "No token needed",
          }, "public");
        }
        return React.createElement(React.Fragment, null,
          React.createElement(Original, props), badge);
      },
    },
  };
};
