/** Add User's client-side check (spec §5) and its success wording for added and invited people. */
import { describe, expect, it } from "vitest";
import { addUserProblem, addUserToast } from "./add-user-form";

describe("addUserProblem", () => {
  it("needs both fields after trimming", () => {
    expect(addUserProblem({ name: " ", email: "a@b.co" })).toBe("Please fill in all fields");
    expect(addUserProblem({ name: "Ann", email: "" })).toBe("Please fill in all fields");
    expect(addUserProblem({ name: "Ann", email: "a@b.co" })).toBeNull();
  });
});

describe("addUserToast", () => {
  it("says whether the person is in now or once they sign in", () => {
    expect(addUserToast({ status: "added", id: "m1", name: "Ann", email: "a@b.co" }, "Sunday Legends").description).toBe("Ann is now in Sunday Legends.");
    const invited = addUserToast({ status: "invited", name: "Ann", email: "a@b.co" }, "Sunday Legends");
    expect(invited.title).toBe("User added successfully");
    expect(invited.description).toContain("when they sign in with a@b.co");
  });
});
