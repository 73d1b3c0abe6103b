// Validates every content file and prints a summary; exits non-zero on the first problem.
// Usage: npx tsx scripts/check-content.ts [--words]   (--words lists every uncovered glossary word)
import { ContentError, loadCourses, loadGlossary, loadScript, uncoveredWords } from "../src/server/content/load";
import { loadSituations } from "../src/server/content/situations";

const listWords = process.argv.includes("--words");
try {
  const courses = loadCourses();
  let problems = 0;
  for (const course of courses) {
    let scenarios = 0;
    let characters = 0;
    let scripts = 0;
    for (const chapter of course.chapters) {
      for (const scenario of chapter.scenarios) {
        scenarios++;
        characters += scenario.characters.length;
        if (loadScript(course.id, scenario.id)) scripts++;
        else if (!course.hidden) {
          problems++;
          console.log(`  no script yet: content/scripts/${course.id}/${scenario.id}.json`);
        }
      }
    }
    console.log(
      `${course.id}: ${course.chapters.length} chapters, ${scenarios} scenarios, ${characters} characters, ${scripts} scripts`,
    );
    if (course.hidden) continue;
    const missing = uncoveredWords(course, loadGlossary(course.id));
    if (missing.length > 0) {
      problems++;
      console.log(
        `  glossary misses ${missing.length} words${listWords ? `: ${missing.join(", ")}` : " (--words lists them)"}`,
      );
    }
  }
  const situations = loadSituations();
  for (const language of ["de", "en"] as const) {
    console.log(
      `situations (${language}): ${situations
        .templates(language)
        .map((t) => t.id)
        .join(", ")}`,
    );
  }
  console.log(problems === 0 ? "content OK" : `content valid so far, ${problems} gaps`);
} catch (error) {
  if (error instanceof ContentError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
