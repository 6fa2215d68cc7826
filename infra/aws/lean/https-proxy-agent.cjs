/**
 * What the function bundles take for `https-proxy-agent` when web-push requires it (functionBuild's
 * package stand-ins): web-push makes an agent only when a send is given a `proxy` option, which
 * functions/notifications/push.ts never gives (Lambda reaches push services directly). The agent
 * and what it loads (agent-base, debug, ms) are ~15 kB of every mail sender's bundle; this one
 * fails loudly should a proxy ever be asked for. CommonJS, as web-push requires it.
 */
exports.HttpsProxyAgent = function HttpsProxyAgent() {
  throw new Error("web-push's proxy option is not bundled: functions/notifications/push.ts sends directly");
};
