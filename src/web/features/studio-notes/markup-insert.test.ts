import { describe, expect, it } from "vitest";
import { applyMarkup, plainPreview } from "./markup-insert";

/** `|` marks the cursor, `[` `]` a selection, in the before and after texts. */
function run(tool: Parameters<typeof applyMarkup>[0], marked: string) {
  const start = marked.search(/[|[]/);
  const text = marked.replace(/[|[\]]/g, "");
  const end = marked.includes("]") ? marked.indexOf("]") - 1 : start;
  const edit = applyMarkup(tool, text, start, end, { bold: "bold text", italic: "italic text" });
  const { selectionStart: s, selectionEnd: e } = edit;
  return s === e
    ? `${edit.text.slice(0, s)}|${edit.text.slice(s)}`
    : `${edit.text.slice(0, s)}[${edit.text.slice(s, e)}]${edit.text.slice(e)}`;
}

describe("toolbar markup", () => {
  it("wraps the selection in bold or italic marks, keeping it selected", () => {
    expect(run("bold", "Ich [möchte] Kaffee")).toBe("Ich **[möchte]** Kaffee");
    expect(run("italic", "Ich [möchte] Kaffee")).toBe("Ich *[möchte]* Kaffee");
  });

  it("inserts a selected placeholder at the cursor when nothing is selected", () => {
    expect(run("bold", "Hallo |")).toBe("Hallo **[bold text]**");
    expect(run("italic", "|")).toBe("*[italic text]*");
  });

  it("turns the cursor's line into a heading, replacing another heading marker", () => {
    expect(run("heading1", "one\ntw|o\nthree")).toBe("one\n# tw|o\nthree");
    expect(run("heading2", "# Ti|tle")).toBe("## Ti|tle");
    expect(run("heading1", "|")).toBe("# |");
  });

  it("makes every selected line a list item, numbering them", () => {
    expect(run("bulletList", "[a\nb]\nc")).toBe("[- a\n- b]\nc");
    expect(run("numberedList", "x\n[a\nb\n]c")).toBe("x\n[1. a\n2. b]\nc");
    expect(run("numberedList", "- it|em")).toBe("1. it|em");
  });
});

describe("card preview", () => {
  it("drops markup signs and keeps the words and lines", () => {
    expect(plainPreview("# Title\n## Sub\n- **bold** and *it*\n1. one")).toBe("Title\nSub\nbold and it\none");
    expect(plainPreview("<script>alert(1)</script>")).toBe("<script>alert(1)</script>");
  });
});
