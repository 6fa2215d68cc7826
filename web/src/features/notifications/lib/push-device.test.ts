/** The VAPID key conversion the browser's PushManager needs. */
import { describe, expect, it } from "vitest";
import { applicationServerKey } from "./push-device";

describe("applicationServerKey", () => {
  it("decodes base64url without padding", () => {
    const bytes = Buffer.from([4, 250, 251, 252, 253, 254, 255]);
    expect([...applicationServerKey(bytes.toString("base64url"))]).toEqual([...bytes]);
  });
});
