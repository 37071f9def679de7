import { describe, expect, it } from "vitest";
import { logFormat, requestIdFrom } from "./log.js";
import { memoryLogger } from "./testing/log.js";

describe("logs", () => {
  it("are one JSON object per line with an ISO time and the level's name", () => {
    const { lines, logger } = memoryLogger();
    logger.info({ requestId: "r-1" }, "hello");
    const line = lines[0]!;
    expect(line).toMatchObject({ level: "info", requestId: "r-1", msg: "hello" });
    expect(String(line.time)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("never carry cookies, authorization, the signed caller headers, passwords, tokens or secrets", () => {
    const { lines, logger } = memoryLogger();
    logger.warn(
      {
        req: { headers: { cookie: "tf_session=abc123", authorization: "Bearer k", "x-tf-caller": "payload", "x-tf-signature": "sig" } },
        res: { headers: { "set-cookie": "tf_session=abc123" } },
        body: { password: "hunter22", token: "t0ken", secret: "s3cret" },
      },
      "probe",
    );
    expect(JSON.stringify(lines[0])).not.toMatch(/abc123|Bearer k|payload|"sig"|hunter22|t0ken|s3cret/);
    expect(JSON.stringify(lines[0])).toContain("[redacted]");
  });

  it("log errors in full (stack and cause) without the parameters of a failed statement", () => {
    const { lines, logger } = memoryLogger();
    const cause = Object.assign(new Error("duplicate key value"), { code: "23505" });
    const err = new Error('Failed query: insert into "auth"."accounts" ("email") values ($1)\nparams: mei@example.my,$argon2id$v=19', {
      cause,
    });
    logger.error({ err }, "unexpected error");
    const line = lines[0] as unknown as { err: { message: string; stack: string; cause: { code: string } } };
    expect(line.err.message).toContain("Failed query: insert into");
    expect(line.err.stack).toContain("at ");
    expect(line.err.cause.code).toBe("23505");
    expect(JSON.stringify(lines[0])).not.toMatch(/mei@example\.my|argon2id/);
    expect(line.err.message).toContain("params: [redacted]");
  });
});

describe("request ids", () => {
  it("keep an incoming id that looks like one, and replace anything else with a UUID", () => {
    expect(requestIdFrom("lb-1234.abc:9")).toBe("lb-1234.abc:9");
    expect(requestIdFrom(["first", "second"])).toBe("first");
    for (const bad of [undefined, null, "", "a b", "x".repeat(65), "id\nforged", "<script>"]) {
      expect(requestIdFrom(bad)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });
});

describe("log format", () => {
  it("is readable on a terminal outside production and JSON anywhere else", () => {
    expect(logFormat({}, true)).toBe("pretty");
    expect(logFormat({}, false)).toBe("json");
    expect(logFormat({ NODE_ENV: "production" }, true)).toBe("json");
  });
  it("follows LOG_FORMAT when it is set", () => {
    expect(logFormat({ LOG_FORMAT: "json" }, true)).toBe("json");
    expect(logFormat({ LOG_FORMAT: "pretty" }, false)).toBe("pretty");
    expect(logFormat({ LOG_FORMAT: "xml" }, false)).toBe("json");
  });
});
