import { describe, expect, it } from "vitest";
import en from "../messages/en.json";
import { badgeText } from "./flash-card-button";
import { accuracyPercent, summaryMessage } from "./session-summary";

describe("flash-card session summary", () => {
  it("accuracy is mastered divided by reviewed, 0 when nothing was reviewed", () => {
    expect(accuracyPercent(5, 3)).toBe(60);
    expect(accuracyPercent(3, 2)).toBe(67);
    expect(accuracyPercent(0, 0)).toBe(0);
  });

  it("picks the message by score: 100, from 80, below 80", () => {
    expect(en[summaryMessage(100)]).toBe("Perfect score! Keep up the excellent work!");
    expect(en[summaryMessage(80)]).toBe("Great job! You're making excellent progress!");
    expect(en[summaryMessage(79)]).toBe("Keep practicing! You're improving with each session!");
  });

  it("caps the badge at 99+", () => {
    expect(badgeText(99)).toBe("99");
    expect(badgeText(100)).toBe("99+");
  });
});
