// A fake LLM provider in its own process (so that its work does not share an event loop with the bench client):
// prints its base URL, then serves until killed. Arguments: the delay before its first byte, the delay between
// streamed chunks (both in ms) and the characters per chunk.
import { startFakeLlm } from "../../src/server/testing/fake-llm";

const [delayMs = 0, chunkDelayMs = 0, chunkSize = 12] = process.argv.slice(2).map(Number);
const fake = await startFakeLlm();
Object.assign(fake, { delayMs, chunkDelayMs, chunkSize });
console.log(fake.url);
