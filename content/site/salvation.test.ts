import { describe, expect, it } from "vitest";
import {
  SALVATION_DEFAULT_SUBJECT,
  SALVATION_SUBJECTS,
  salvationIntro,
  salvationPrayer,
  salvationSteps,
  salvationWelcome,
} from "./salvation";
import { IMAGE_NAME_PATTERN } from "#contract/images";

describe("salvation content", () => {
  it("has the six steps in order, each complete", () => {
    expect(salvationSteps.map((step) => step.id)).toEqual([
      "welcome",
      "need",
      "truth",
      "problem",
      "bridge",
      "invitation",
    ]);
    for (const step of salvationSteps) {
      expect(step.title && step.message && step.buttonText && step.imageAlt).toBeTruthy();
      expect(step.scripture.text.length).toBeGreaterThan(20);
      expect(step.scripture.reference).toMatch(/^[1-3]? ?[A-Z][a-z]+ \d+:\d+(-\d+)? \(NIV\)$/);
      expect(step.image).toMatch(IMAGE_NAME_PATTERN);
    }
  });

  it("has a ten-line prayer", () => {
    expect(salvationPrayer.lines).toHaveLength(10);
    expect(salvationPrayer.button).toBe("I've prayed this prayer");
  });

  it("welcomes with two scriptures and the four next steps", () => {
    expect(salvationWelcome.scriptures).toHaveLength(2);
    expect(salvationWelcome.nextSteps.map((step) => step.title)).toEqual([
      "Read the Bible daily",
      "Find a church",
      "Share your decision with someone you trust",
      "Pray regularly",
    ]);
    expect(salvationWelcome.button).toBe("Continue my journey");
  });

  it("has the intro's three highlights and its button", () => {
    expect(salvationIntro.highlights.map((h) => h.title)).toEqual([
      "Know God Personally",
      "Find Forgiveness",
      "Begin New Life",
    ]);
    expect(salvationIntro.button).toBe("Begin Your Salvation Journey");
  });

  it("has the follow-up subjects, Prayer Request first and default", () => {
    expect(SALVATION_SUBJECTS).toEqual([
      "Prayer Request",
      "Salvation Journey Follow-up",
      "Questions About Faith",
      "Need Counseling",
      "Request a Bible Study",
      "Testimony to Share",
      "Other",
    ]);
    expect(SALVATION_DEFAULT_SUBJECT).toBe("Prayer Request");
  });
});
