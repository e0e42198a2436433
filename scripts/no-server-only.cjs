// Preloaded (NODE_OPTIONS=--require) by scripts that run server modules outside Next.js without the
// react-server condition – `npm run worker` and the alert bench (`npm run bench -- --alerts`): under
// that condition, tsx resolves next-intl's root entry to its client build, which needs React's client
// API (createContext), so the e-mail translations could not load. Without it, "server-only" (which
// throws outside react-server) resolves to an empty module instead, as under jest.
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS preload, run before any loader */
const Module = require("node:module");
const path = require("node:path");

const empty = path.join(__dirname, "..", "tests", "mocks", "empty.js");
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return request === "server-only" ? empty : resolve.call(this, request, ...rest);
};
