import pino from "pino";

export type Logger = pino.Logger;

/** JSON logs to stdout, or to `destination` (tests capture what a server would have logged). */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    redact: { paths: ["req.headers.cookie", "req.headers.authorization", "*.password"], censor: "[redacted]" },
  };
  return destination ? pino(options, destination) : pino(options);
}
