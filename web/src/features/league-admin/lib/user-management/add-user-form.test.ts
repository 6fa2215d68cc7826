/** Add User's success wording for added and invited people (its checks are the API's schema: shared/messages.test.ts). */
import { describe, expect, it } from "vitest";
import { addUserToast } from "./add-user-form";

describe("addUserToast", () => {
  it("says whether the person is in now, or was e-mailed and joins once they sign in", () => {
    expect(addUserToast({ status: "added", id: "m1", name: "Ann", email: "a@b.co" }, "Sunday Legends").description).toBe(
      "Ann is now in Sunday Legends.",
    );
    const invited = addUserToast({ status: "invited", name: "Ann", email: "a@b.co" }, "Sunday Legends");
    expect(invited.title).toBe("User added successfully");
    expect(invited.description).toBe(
      "Ann is invited: we e-mailed a@b.co an invitation, and they join Sunday Legends when they sign in with it.",
    );
  });
});
