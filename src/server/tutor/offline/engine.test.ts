import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CourseLibrary } from "../../content/course-library";
import { ContentError, defaultContentDir, loadCourses, scriptPath } from "../../content/load";
import { createOfflineTutor } from "./engine";

/** The offline tutor checks the scripts' characters at start, so broken content stops the server, not a chat. */
describe("the offline tutor at start", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const library = new CourseLibrary(loadCourses());
  const german = library.courses.find((c) => c.id === "complete-german")!;
  const scenario = german.chapters[0]!.scenarios[0]!;
  const character = scenario.characters[0]!;
  /** A copy of the content with the first German scenario's script edited. */
  // biome-ignore lint/suspicious/noExplicitAny: a script file's JSON, broken on purpose.
  const editedScript = (edit: (script: any) => void) => {
    const dir = mkdtempSync(join(tmpdir(), "parley-script-"));
    dirs.push(dir);
    cpSync(defaultContentDir, dir, { recursive: true });
    const file = scriptPath(dir, german.id, scenario.id);
    const script = JSON.parse(readFileSync(file, "utf8"));
    edit(script);
    writeFileSync(file, JSON.stringify(script));
    return { dir, file };
  };

  it("starts with the content as it is", () => {
    expect(createOfflineTutor(library).kind).toBe("offline");
  });

  it("refuses a scenario whose character has no facts, naming the file and the character", () => {
    const { dir, file } = editedScript((script) => {
      delete script.characters[character.id];
    });
    expect(() => createOfflineTutor(library, dir)).toThrow(ContentError);
    expect(() => createOfflineTutor(library, dir)).toThrow(`${file}: no facts for ${character.id}`);
  });

  it("refuses a character who cannot answer what the script asks", () => {
    const { dir } = editedScript((script) => {
      const facts = script.characters[character.id].facts as { about: string }[];
      script.characters[character.id].facts = facts.filter((f) => f.about !== script.turns[1].asks);
    });
    expect(() => createOfflineTutor(library, dir)).toThrow(/No fact about/);
  });

  it("refuses a line that can be answered ahead without saying how it was heard", () => {
    const { dir } = editedScript((script) => {
      const turn = script.turns.find((t: { gives?: string[] }) => t.gives?.length);
      delete turn.known;
    });
    expect(() => createOfflineTutor(library, dir)).toThrow(/A turn that can be known says `known`/);
  });

  it("refuses a broken situation template, naming its file", () => {
    const { dir } = editedScript(() => {});
    const file = join(dir, "situations", "de", "doctor.json");
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, "utf8")), turns: [] }));
    expect(() => createOfflineTutor(library, dir)).toThrow(ContentError);
    expect(() => createOfflineTutor(library, dir)).toThrow(`${file} at turns`);
  });
});
