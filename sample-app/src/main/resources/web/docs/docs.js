// Swagger UI over the services' descriptions, listed by /api/docs/specs/. The Authorize dialog
// takes an X-Auth-Token (the descriptions' "token" scheme); "Try it out" then calls the service.
(async function () {
  "use strict";
  const response = await fetch("specs/");
  const urls = await response.json();
  window.ui = SwaggerUIBundle({
    urls: urls,
    "urls.primaryName": "confd",
    dom_id: "#swagger-ui",
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    plugins: [SwaggerUIBundle.plugins.DownloadUrl, window.AclBadgesPlugin],
    layout: "StandaloneLayout",
    showExtensions: true,
    displayOperationId: false,
    validatorUrl: null,
  });
}());
