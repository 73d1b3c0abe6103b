import { describe, expect, it } from "vitest";
import { courseContentSchema, courseSummarySchema } from "./course";

const summary = {
  id: "complete-german",
  title: "Complete German",
  subtitle: "Everyday German",
  description: "Learn German.",
  language: "de",
  nativeLanguage: "en",
  progress: 0,
  totalChapters: 13,
  completedChapters: 0,
  chapterCount: 6,
  tutorCount: 40,
  level: "Beginner",
  status: "new",
  color: "#d97706",
  gradient: "linear-gradient(#000, #fff)",
};

const messageFor = (input: unknown) => {
  const result = courseSummarySchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe("course data shape (accounts §5)", () => {
  it("accepts a complete course", () => {
    expect(courseSummarySchema.safeParse(summary).success).toBe(true);
  });

  it.each([
    ["id", "Course ID is required"],
    ["title", "Course title is required"],
    ["subtitle", "Course subtitle is required"],
    ["description", "Course description is required"],
  ])("an empty %s gives '%s'", (field, message) => {
    expect(messageFor({ ...summary, [field]: "  " })).toBe(message);
  });

  it("keeps progress between 0 and 100 and chapter counts at 0 or more", () => {
    expect(messageFor({ ...summary, progress: 101 })).toBeDefined();
    expect(messageFor({ ...summary, progress: -1 })).toBeDefined();
    expect(messageFor({ ...summary, totalChapters: -1 })).toBeDefined();
    expect(messageFor({ ...summary, completedChapters: -1 })).toBeDefined();
  });

  it("allows only the spec's levels and statuses", () => {
    expect(messageFor({ ...summary, level: "Expert" })).toBeDefined();
    expect(messageFor({ ...summary, status: "paused" })).toBeDefined();
    for (const status of ["new", "in-progress", "completed"])
      expect(messageFor({ ...summary, status })).toBeUndefined();
  });

  it("requires colour and gradient", () => {
    expect(messageFor({ ...summary, color: "" })).toBe("Course color is required");
    expect(messageFor({ ...summary, gradient: "" })).toBe("Course gradient is required");
  });

  it("refuses ids that are not URL-safe in content files", () => {
    const result = courseContentSchema.safeParse({ ...summary, id: "Complete German", chapters: [] });
    expect(result.success).toBe(false);
  });
});
