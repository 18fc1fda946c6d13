import { describe, expect, it } from "vitest";
import { MAX_ATTEMPTS, afterFailure } from "@/lib/notify/backoff";

const now = new Date("2026-11-26T10:00:00.000Z");
const minutesLater = (attempts: number) => {
  const next = afterFailure(attempts, now);
  return { status: next.status, minutes: (next.nextAttemptAt.getTime() - now.getTime()) / 60_000 };
};

describe("afterFailure", () => {
  it("waits 1, 5, 30 and 120 minutes after the 1st to 4th failure", () => {
    expect([1, 2, 3, 4].map(minutesLater)).toEqual([
      { status: "pending", minutes: 1 },
      { status: "pending", minutes: 5 },
      { status: "pending", minutes: 30 },
      { status: "pending", minutes: 120 },
    ]);
  });

  it("marks the message failed from the 5th failure on (the owner retries it by hand)", () => {
    expect(MAX_ATTEMPTS).toBe(5);
    expect(afterFailure(5, now).status).toBe("failed");
    expect(afterFailure(9, now).status).toBe("failed");
  });
});
