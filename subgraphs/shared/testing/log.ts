/** A logger whose JSON lines tests read back: `lines` holds each line parsed, in order. */
import { Writable } from "node:stream";
import { createLogger, type Logger } from "../log.js";

export function memoryLogger(level = "info"): { lines: Record<string, unknown>[]; logger: Logger } {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString("utf8").split("\n")) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: createLogger({ destination, level }) };
}
