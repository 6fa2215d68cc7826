/**
 * What the function bundles take for `asn1.js` when web-push requires it (functionBuild's package
 * stand-ins). web-push uses it for one thing: to write the VAPID private key (32 bytes on P-256) as
 * the PEM of an RFC 5915 ECPrivateKey, which it then signs its JWT with. asn1.js and the bignum
 * library it loads were ~70 kB of every mail sender's bundle for that. Here Node's own crypto
 * (OpenSSL) writes the same key: the PEM also carries the public half, which RFC 5915 allows and
 * signing ignores (lean-packages.test.ts reads both back as one key). Any other structure is refused,
 * so a web-push that starts to need more of asn1.js fails loudly. CommonJS, as asn1.js is.
 */
const { createECDH, createPrivateKey } = process.getBuiltinModule("node:crypto");

// prime256v1 (P-256), the one curve VAPID uses.
const PRIME256V1 = "1.2.840.10045.3.1.7";

function ecPrivateKey(value) {
  if (value.version !== 1 || value.publicKey !== undefined || value.parameters?.join(".") !== PRIME256V1)
    throw new Error("the asn1.js stand-in writes web-push's P-256 ECPrivateKey only");
  const d = Buffer.from(value.privateKey);
  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(d);
  const point = ecdh.getPublicKey();
  const jwk = {
    kty: "EC",
    crv: "P-256",
    d: d.toString("base64url"),
    x: point.subarray(1, 33).toString("base64url"),
    y: point.subarray(33).toString("base64url"),
  };
  return createPrivateKey({ key: jwk, format: "jwk" });
}

exports.define = function define(name) {
  if (name !== "ECPrivateKey") throw new Error(`the asn1.js stand-in has no ${name}`);
  return {
    encode(value, encoding, options) {
      if (encoding === "der") return ecPrivateKey(value).export({ type: "sec1", format: "der" });
      if (encoding === "pem" && options?.label === "EC PRIVATE KEY") return ecPrivateKey(value).export({ type: "sec1", format: "pem" });
      throw new Error(`the asn1.js stand-in writes an EC PRIVATE KEY as DER or PEM only, not ${encoding}`);
    },
  };
};
