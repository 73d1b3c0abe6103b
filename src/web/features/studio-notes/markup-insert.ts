/**
 * The editor toolbar (learning-experience §2.6): each tool inserts the note markup at the cursor or around the
 * selection, and says where the selection goes afterwards. Pure text in, text out.
 */
export type MarkupTool = "heading1" | "heading2" | "bold" | "italic" | "bulletList" | "numberedList";

export interface Edit {
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

const wrappers = { bold: "**", italic: "*" } as const;
/** What bold and italic insert when nothing is selected (the editor passes them in its language). */
export type Placeholders = { bold: string; italic: string };

export function applyMarkup(
  tool: MarkupTool,
  text: string,
  start: number,
  end: number,
  placeholders: Placeholders,
): Edit {
  if (tool === "bold" || tool === "italic") {
    const mark = wrappers[tool];
    const selected = text.slice(start, end) || placeholders[tool];
    const inserted = `${mark}${selected}${mark}`;
    return {
      text: text.slice(0, start) + inserted + text.slice(end),
      selectionStart: start + mark.length,
      selectionEnd: start + mark.length + selected.length,
    };
  }
  // Line tools act on every line the selection touches.
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  // A selection of whole lines ends after their last line break: that next line is not part of it.
  const last = end > start && text[end - 1] === "\n" ? end - 1 : end;
  const nextBreak = text.indexOf("\n", last);
  const lineEnd = nextBreak === -1 ? text.length : nextBreak;
  const lines = text.slice(lineStart, lineEnd).split("\n");
  const changed = lines.map((line, index) => prefixLine(tool, line, index));
  const replaced = changed.join("\n");
  const delta = replaced.length - (lineEnd - lineStart);
  if (lines.length > 1) {
    return {
      text: text.slice(0, lineStart) + replaced + text.slice(lineEnd),
      selectionStart: lineStart,
      selectionEnd: lineStart + replaced.length,
    };
  }
  // One line: the cursor (or selection) keeps its place in the line's text.
  return {
    text: text.slice(0, lineStart) + replaced + text.slice(lineEnd),
    selectionStart: Math.max(lineStart, start + delta),
    selectionEnd: Math.max(lineStart, end + delta),
  };
}

/** A heading replaces any heading or list marker the line had; a list item replaces any list marker. */
function prefixLine(tool: Exclude<MarkupTool, "bold" | "italic">, line: string, index: number): string {
  const bare = line.replace(/^(#{1,2} |[-*] |\d+\. )/, "");
  switch (tool) {
    case "heading1":
      return `# ${bare}`;
    case "heading2":
      return `## ${bare}`;
    case "bulletList":
      return `- ${bare}`;
    case "numberedList":
      return `${index + 1}. ${bare}`;
  }
}

/** The card preview: the note's text without its markup signs, so three lines show words, not '##' and '**'. */
export function plainPreview(content: string): string {
  return content
    .split("\n")
    .map((line) => line.replace(/^\s*(#{1,2}\s+|[-*+]\s+|\d+[.)]\s+)/, ""))
    .join("\n")
    .replace(/\*\*(.+?)\*\*|__(.+?)__/g, "$1$2")
    .replace(/\*(.+?)\*|_(.+?)_/g, "$1$2");
}
