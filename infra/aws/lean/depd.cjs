/**
 * What the function bundles take for `depd` (functionBuild's alias): http-errors' deprecation
 * notice, which it gives only for an error made with a status outside 4xx and 5xx (functions/lib/errors.ts
 * makes none). depd itself (~4.5 kB) walks the call stack when http-errors loads, at every cold
 * start, to name the caller in notices never printed. Here the notice goes out as Node's own
 * DeprecationWarning, once per message; the wrappers http-errors does not use pass through.
 * CommonJS, as depd is: http-errors calls `require("depd")("http-errors")`.
 */
module.exports = function depd(namespace) {
  const warned = new Set();
  const deprecate = (message) => {
    if (warned.has(message)) return;
    warned.add(message);
    process.emitWarning(`${namespace} deprecated ${message}`, "DeprecationWarning");
  };
  deprecate.function = (fn) => fn;
  deprecate.property = () => {};
  return deprecate;
};
