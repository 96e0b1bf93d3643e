import { describe, expect, it } from "vitest";
import type { User } from "../db/schema";
import { SessionMemory } from "./session-memory";

const user = (id: string) => ({ id, username: id }) as User;
const LATER = new Date(Date.now() + 60 * 60 * 1000);

describe("the sessions checked in the last second", () => {
  it("answers a session's user for one second after it was checked, and only for its own user", () => {
    let now = 1_000;
    const memory = new SessionMemory(1000, 100, () => now);
    memory.remember("s1", user("u1"), LATER);
    expect(memory.get("s1", "u1")?.id).toBe("u1");
    expect(memory.get("s1", "u2")).toBeNull(); // a token naming another user
    memory.remember("s1", user("u1"), LATER);
    now += 999;
    expect(memory.get("s1", "u1")?.id).toBe("u1");
    now += 1;
    expect(memory.get("s1", "u1")).toBeNull();
  });

  it("never answers a session past its expiry", () => {
    let now = 1_000;
    const memory = new SessionMemory(1000, 100, () => now);
    memory.remember("s1", user("u1"), new Date(1_500));
    now = 1_500;
    expect(memory.get("s1", "u1")).toBeNull();
  });

  it("forgets a user's sessions, or everyone's, at once, and keeps at most its bound", () => {
    const memory = new SessionMemory(1000, 2);
    memory.remember("a", user("u1"), LATER);
    memory.remember("b", user("u2"), LATER);
    memory.forgetUser("u1");
    expect(memory.get("a", "u1")).toBeNull();
    expect(memory.get("b", "u2")?.id).toBe("u2");
    memory.remember("c", user("u3"), LATER);
    memory.remember("d", user("u4"), LATER); // the oldest goes
    expect(memory.get("b", "u2")).toBeNull();
    memory.forgetEveryone();
    expect(memory.get("d", "u4")).toBeNull();
  });
});
