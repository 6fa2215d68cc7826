// The local host's count of background work in flight: quiet only once every tracked piece (and what it handed on) has ended, and what is still running when a wait runs out.
import { describe, expect, it } from "vitest";
import { createInFlight } from "./in-flight";

const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe("in-flight work", () => {
  it("is quiet at once when nothing was started", async () => {
    const answer = await createInFlight().quiet(1_000);
    expect(answer).toMatchObject({ quiet: true, inFlight: [] });
    expect(answer.waitedMs).toBeLessThan(1_000);
  });

  it("is quiet only after tracked work has ended, not before", async () => {
    const inFlight = createInFlight();
    let ended = false;
    void inFlight.track(
      "slow",
      after(150, undefined).then(() => (ended = true)),
    );
    expect((await inFlight.quiet(5_000)).quiet).toBe(true);
    expect(ended).toBe(true);
  });

  it("waits for work that finishing work hands on, in its continuation or an immediate", async () => {
    const inFlight = createInFlight();
    const done: string[] = [];
    void inFlight.track("first", after(20, "first")).then((name) => {
      done.push(name);
      void inFlight.track("second", after(50, "second")).then((next) => {
        done.push(next);
        setImmediate(() => void inFlight.track("third", after(50, "third")).then((last) => done.push(last)));
      });
    });
    expect((await inFlight.quiet(5_000)).quiet).toBe(true);
    expect(done).toEqual(["first", "second", "third"]);
  });

  it("names what is still running when the wait runs out, and ends failed work too", async () => {
    const inFlight = createInFlight();
    const end = inFlight.begin("held delivery");
    const failing = inFlight.track("failing run", Promise.reject(new Error("boom")));
    await expect(failing).rejects.toThrow("boom");
    const answer = await inFlight.quiet(50);
    expect(answer).toMatchObject({ quiet: false, inFlight: ["held delivery"] });
    expect(answer.waitedMs).toBeGreaterThanOrEqual(45);
    end();
    end();
    expect((await inFlight.quiet(1_000)).quiet).toBe(true);
  });
});
